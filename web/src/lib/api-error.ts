import type { ErrorCode } from '@contracts/service-result';

/**
 * An API failure carrying the spec's service result (code, message, details). Apart from the client
 * (`api-client.ts`, which parses answers with zod) so that code that only recognises failures, such as
 * the query client's global handler on every page, does not bring zod.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
