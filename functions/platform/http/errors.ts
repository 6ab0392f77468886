import {
  errorStatus,
  type ErrorCode,
  type FieldIssue,
  type ServiceResult,
} from '../../contracts/service-result';
import { errorsMessages } from '../../contracts/messages/errors';
import { DomainError, type FailureKind } from '../../domain/errors';

/** An expected failure: leaves the API as the spec's service result with the code's status. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

export const validationError = (issues: FieldIssue[], message: string = errorsMessages.validation) =>
  new AppError('VALIDATION_ERROR', message, issues);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', errorsMessages.unauthenticated);
export const permissionDenied = () => new AppError('PERMISSION_DENIED', errorsMessages.permissionDenied);
export const notFound = (message: string = errorsMessages.notFound) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

const throttlingNames = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
]);
const databaseNames = new Set(['ResourceNotFoundException', 'InternalServerError', 'ServiceUnavailable']);

/** The answer each kind of domain failure becomes (functions/domain/errors.ts). */
const codeOfFailure: Record<FailureKind, ErrorCode> = {
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  invalid: 'VALIDATION_ERROR',
  'limit-reached': 'RATE_LIMIT',
  busy: 'RATE_LIMIT',
  failed: 'INTERNAL',
};

/** Maps anything thrown on the request path to a service result; unknown errors become INTERNAL. */
export function toServiceResult(error: unknown): { statusCode: number; body: ServiceResult } {
  const timestamp = new Date().toISOString();
  if (error instanceof DomainError) {
    const code = codeOfFailure[error.kind];
    return {
      statusCode: errorStatus[code],
      body: { code, message: error.message, details: error.details ?? null, timestamp },
    };
  }
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      body: { code: error.code, message: error.message, details: error.details ?? null, timestamp },
    };
  }
  const name = awsErrorName(error);
  if (name && throttlingNames.has(name)) {
    return {
      statusCode: 429,
      body: { code: 'RATE_LIMIT', message: errorsMessages.rateLimit, details: null, timestamp },
    };
  }
  if (name && databaseNames.has(name)) {
    return {
      statusCode: 503,
      body: { code: 'DATABASE_ERROR', message: errorsMessages.database, details: null, timestamp },
    };
  }
  return {
    statusCode: 500,
    body: { code: 'INTERNAL', message: errorsMessages.unexpected, details: null, timestamp },
  };
}

/** The AWS error name of an SDK error, also when ElectroDB wrapped it in `cause`. */
export function awsErrorName(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && cause.name !== 'Error') return cause.name;
  return error.name;
}
