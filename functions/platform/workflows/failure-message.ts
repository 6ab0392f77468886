import { retryableModelErrors } from '../../ai/errors';
import { analysisApiMessages } from '../../contracts/messages/analysis-api';

/** What a Catch puts at its ResultPath. */
export interface CaughtFailure {
  Error?: string;
  Cause?: string;
}

/**
 * A model error whose message asks for another try ('rate limit', 'try again'; spec "Dossier section
 * generation"), thrown under this name so the workflow's Retry, which matches names, retries it.
 */
export const RETRYABLE_MESSAGE_ERROR = 'RetryableModelError';

/**
 * Spec: a model error whose message says 'rate limit' or 'try again' is retried with backoff: such an
 * error comes back renamed RETRYABLE_MESSAGE_ERROR (the cause kept); any other is returned as it is.
 */
export function retryableIfAsked(error: unknown): unknown {
  if (!(error instanceof Error && /rate limit|try again/i.test(error.message))) return error;
  const renamed = new Error(error.message, { cause: error });
  renamed.name = RETRYABLE_MESSAGE_ERROR;
  return renamed;
}

/** The error names a workflow's generate step retries (its Retry's ErrorEquals). */
export const retryableErrorNames = [
  ...retryableModelErrors,
  RETRYABLE_MESSAGE_ERROR,
  'Lambda.TooManyRequestsException',
  'States.Timeout',
] as const;
const retryable = new Set<string>(retryableErrorNames);

/** The texts of a workflow's failures: after every retry of an overloaded model, and without a cause. */
export interface FailureTexts {
  modelUnavailable: string;
  failed: string;
}

/** The text of a Catch's Cause: Lambda sends `{"errorType","errorMessage",…}` as JSON, the local runner the bare message. */
export function failureMessage(
  failure: CaughtFailure | undefined,
  texts: FailureTexts = analysisApiMessages,
): string {
  if (failure?.Error && retryable.has(failure.Error)) return texts.modelUnavailable;
  const cause = failure?.Cause?.trim();
  if (!cause) return texts.failed;
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: unknown };
    if (typeof parsed.errorMessage === 'string' && parsed.errorMessage.trim())
      return parsed.errorMessage.trim();
  } catch {
    // not JSON: the bare message
  }
  return cause;
}
