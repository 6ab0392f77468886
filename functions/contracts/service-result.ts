import * as z from 'zod';

/** The error codes an API answer can carry, with the HTTP status each maps to. */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMIT: 429,
  DATABASE_ERROR: 503,
  /** The operator's emergency stop of AI work is on (decision 0056): nothing was called or written. */
  AI_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

/** The spec's "service result": the body of every error answer (`details` null when there are none). */
export const serviceResultSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  details: z.unknown(),
  timestamp: z.string(),
});

export type ServiceResult = z.infer<typeof serviceResultSchema>;

/** One invalid field, as listed in `details` of a VALIDATION_ERROR. */
export interface FieldIssue {
  field: string;
  message: string;
}
