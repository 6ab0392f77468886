import type { ErrorCode, FieldIssue } from '@contracts/service-result';

/** Failures found by the client itself: no answer at all, or none within the API timeout. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT';

/**
 * An API failure carrying the spec's service result (code, message, details). Apart from the client
 * (`api-client.ts`, which parses answers with zod) so that code that only recognises failures, such as
 * the query client's global handler on every page, does not bring zod.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly details?: unknown,
    /** True when the client already repeated the request (a transient failure of a GET). */
    readonly retriedByClient = false,
  ) {
    super(message);
  }

  /**
   * A failure that may pass by itself: no answer, no answer in time, too many requests, or a server
   * error. A 4xx answer would only come back the same.
   */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/**
 * The API's per-field messages (a refusal's `details`) by field name, or null when the failure has
 * none (a network failure, a 500).
 */
export function fieldMessages(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return null;
  return Object.fromEntries((error.details as FieldIssue[]).map((issue) => [issue.field, issue.message]));
}

/**
 * A 409 CONFLICT: the state forbids the write. On an edit or a deletion that sent a version, another
 * tab or device wrote first and nothing was written (decision 0055).
 */
export const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'CONFLICT';
