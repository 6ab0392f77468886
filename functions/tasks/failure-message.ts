import { retryableModelErrors } from '../ai/bedrock-adapter';
import { analysisApiMessages } from '../contracts/messages/analysis-api';

/** What a Catch puts at its ResultPath. */
export interface CaughtFailure {
  Error?: string;
  Cause?: string;
}

const retryable = new Set<string>([
  ...retryableModelErrors,
  'Lambda.TooManyRequestsException',
  'States.Timeout',
]);

/** The text of a Catch's Cause: Lambda sends `{"errorType","errorMessage",…}` as JSON, the local runner the bare message. */
export function failureMessage(failure: CaughtFailure | undefined): string {
  if (failure?.Error && retryable.has(failure.Error)) return analysisApiMessages.modelUnavailable;
  const cause = failure?.Cause?.trim();
  if (!cause) return analysisApiMessages.failed;
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: unknown };
    if (typeof parsed.errorMessage === 'string' && parsed.errorMessage.trim())
      return parsed.errorMessage.trim();
  } catch {
    // not JSON: the bare message
  }
  return cause;
}
