import { MissingError, StaleError } from './action-plans';
import { conflictFailure, notFoundFailure } from '../domain/errors';

/** A refused write on something that is not there (the data layer's MissingError) becomes a 404 with the spec's text. */
export async function orNotFound<T>(write: Promise<T>, message: string): Promise<T> {
  return refusedAs(write, { missing: message });
}

/**
 * A refused write in the product's terms: MissingError → 404, StaleError (the version sent is not the
 * stored one) → 409, each with its text.
 */
export async function refusedAs<T>(
  write: Promise<T>,
  messages: { missing: string; stale?: string },
): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof MissingError) throw notFoundFailure(messages.missing);
    if (error instanceof StaleError && messages.stale) throw conflictFailure(messages.stale);
    throw error;
  }
}
