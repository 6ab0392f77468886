import { MissingError } from './action-plans';
import { notFoundFailure } from '../domain/errors';

/** A refused write on something that is not there (the data layer's MissingError) becomes a 404 with the spec's text. */
export async function orNotFound<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof MissingError) throw notFoundFailure(message);
    throw error;
  }
}
