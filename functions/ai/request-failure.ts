import { DomainError } from '../domain/errors';
import { awsErrorName } from '../platform/http/errors';
import { log } from '../platform/http/log';
import { InvalidModelOutputError, reachedModel } from './errors';

/** The Portuguese texts a route shows when its model call fails. */
export interface RequestFailureTexts {
  /** The output stayed invalid after the repair. */
  invalid: string;
  /** The model was busy, slow, or refused the request. */
  unavailable: string;
}

/**
 * What a request-time task's failure becomes for the user: a DomainError with the route's own text
 * ('busy' for a throttle, so the answer says to try again later), the real reason logged for the
 * operator. Anything that is not the model's failure is returned as it is.
 */
export function modelRequestFailure(error: unknown, texts: RequestFailureTexts): unknown {
  const name = awsErrorName(error);
  const isModelFailure =
    error instanceof InvalidModelOutputError || (name !== undefined && name.endsWith('Exception'));
  if (!isModelFailure) return error;
  log('warn', 'model call failed', {
    error: name,
    reason: error instanceof InvalidModelOutputError ? error.issues : String((error as Error).message),
  });
  if (error instanceof InvalidModelOutputError) return new DomainError('failed', texts.invalid);
  if (name === 'ThrottlingException') return new DomainError('busy', texts.unavailable);
  return new DomainError('failed', texts.unavailable);
}

/**
 * A request-time model call whose unit of a daily cap was reserved before it (decision 0039): a
 * failure that never reached the model (`reachedModel`) gives the unit back with `release`, any other
 * keeps it counted; then the failure becomes the route's answer (`modelRequestFailure`). A release
 * that fails is logged, and the answer is still the model's failure.
 */
export async function generateWithReservedUnit<T>(
  generate: () => Promise<T>,
  release: () => Promise<unknown>,
  texts: RequestFailureTexts,
): Promise<T> {
  try {
    return await generate();
  } catch (error) {
    if (!reachedModel(error)) {
      await release().catch((failure: unknown) =>
        log('error', 'giving back a reserved unit failed', { error: String(failure) }),
      );
    }
    throw modelRequestFailure(error, texts);
  }
}
