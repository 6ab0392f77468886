import { marketingMessages } from '../contracts/messages/marketing';
import { TargetRefusedError } from './fetcher/target-policy';

/**
 * A page that cannot be read, with the Portuguese reason the user reads on the failed analysis. The
 * page step throws it under this name, and the workflow's Catch hands its message to the fail step.
 */
export class PageUnreadableError extends Error {
  override name = 'PageUnreadableError';
}

export function asPageUnreadable(error: unknown): unknown {
  if (!(error instanceof TargetRefusedError)) return error;
  return new PageUnreadableError(marketingMessages.refusals[error.reason], { cause: error });
}
