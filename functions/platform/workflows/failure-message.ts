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
  /** A Lambda or state machine failure (timeout, crash); `failed` when the feature has no text of its own. */
  functionError?: string;
}

/** What the user reads, and the real reason kept on the item for the operator. */
export interface FailureReport {
  message: string;
  /** The error's name and its original message, when the user's text does not already say it. */
  reason?: string;
}

const programmingErrors = new Set(['TypeError', 'RangeError', 'ReferenceError', 'SyntaxError']);
const isPlatformError = (name: string) => /^(Lambda|Runtime|States|Sandbox)\./.test(name);
/** A provider's or the runtime's error: its English text is for the operator, never the user. */
const isInternal = (name: string) =>
  name.endsWith('Exception') || isPlatformError(name) || programmingErrors.has(name);

/** The message in a Catch's Cause: Lambda sends `{"errorType","errorMessage",…}` as JSON, the local runner the bare message. */
function causeMessage(cause: string | undefined): string {
  const trimmed = cause?.trim() ?? '';
  try {
    const parsed = JSON.parse(trimmed) as { errorMessage?: unknown };
    if (typeof parsed.errorMessage === 'string') return parsed.errorMessage.trim();
  } catch {
    // not JSON: the bare message
  }
  return trimmed;
}

/**
 * A caught failure as the user reads it and as the operator needs it: an overloaded model after its
 * retries → `modelUnavailable`; a provider's, the platform's or a programming error → the feature's
 * Portuguese text (its English message goes to `reason`); otherwise the error's own message (the
 * product's errors speak Portuguese: 'Resposta da IA incompleta ou inválida', a page that cannot be read…).
 */
export function failureReport(
  failure: CaughtFailure | undefined,
  texts: FailureTexts = analysisApiMessages,
): FailureReport {
  const name = failure?.Error ?? '';
  const detail = causeMessage(failure?.Cause);
  const reason = `${name || 'Error'}: ${detail || '(sem detalhe)'}`.slice(0, 1000);
  if (retryable.has(name)) return { message: texts.modelUnavailable, reason };
  if (isInternal(name)) {
    return { message: (isPlatformError(name) ? texts.functionError : undefined) ?? texts.failed, reason };
  }
  if (!detail) return { message: texts.failed, ...(name ? { reason } : {}) };
  return { message: detail, ...(name && name !== 'Error' ? { reason } : {}) };
}

/** The user's text of a caught failure (failureReport's message). */
export function failureMessage(
  failure: CaughtFailure | undefined,
  texts: FailureTexts = analysisApiMessages,
): string {
  return failureReport(failure, texts).message;
}
