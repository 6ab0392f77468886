/**
 * What a service refuses or cannot do, in the product's own terms and with the Portuguese message the
 * user reads. Services throw these; functions/platform/http/errors.ts alone decides which HTTP answer each kind
 * becomes, so no service knows about status codes.
 */
export type FailureKind =
  /** Nothing there (or not the user's): an unknown diagnostic, section, analysis. */
  | 'not-found'
  /** The state forbids it now: not completed yet, already processing, e-mail in use. */
  | 'conflict'
  /** The input breaks a rule; `details` lists the fields. */
  | 'invalid'
  /** A per-user limit is used up (regenerations, AI calls). */
  | 'limit-reached'
  /** A dependency is busy (throttled): trying again later may work. */
  | 'busy'
  /** It failed for a reason the user cannot fix; the message says what to do. */
  | 'failed';

export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFoundFailure = (message: string) => new DomainError('not-found', message);
export const conflictFailure = (message: string) => new DomainError('conflict', message);
