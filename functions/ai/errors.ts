import { modelPortMessages } from '../contracts/messages/model-port';

/**
 * AWS error names the workflows' Retry matches: rethrown untouched (same name), never wrapped in the
 * invalid-output error. Kept here, not in the Bedrock adapter, so that the workflows' error handling
 * does not load the model's code.
 */
export const retryableModelErrors = [
  'ThrottlingException',
  'ModelTimeoutException',
  'ServiceUnavailableException',
  'ModelNotReadyException',
  'InternalServerException',
] as const;

const retryable = new Set<string>(retryableModelErrors);

/** A provider failure the workflows' Retry matches by name (an overloaded or slow model). */
export const isRetryableModelError = (error: unknown): boolean =>
  error instanceof Error && retryable.has(error.name);

/**
 * The output of a generation did not pass its schema (after the one repair attempt, for a real model). Its
 * message is the spec's 'Resposta da IA incompleta ou inválida'.
 */
export class InvalidModelOutputError extends Error {
  override name = 'InvalidModelOutputError';
  constructor(
    readonly task: string,
    readonly issues: string[] = [],
  ) {
    super(modelPortMessages.invalidOutput);
  }
}

/**
 * Failures where the provider refused the request before the model generated anything: throttled or
 * out of quota, our request or credentials refused, the service or the model not available, or the
 * connection never made. The AWS names the transports throw (the OpenAI-compatible one maps its HTTP
 * statuses and connection failures to them) and the connection errors of Node's sockets.
 */
export const refusedBeforeModelErrors = [
  'ThrottlingException',
  'TooManyRequestsException',
  'ServiceQuotaExceededException',
  'AccessDeniedException',
  'UnrecognizedClientException',
  'ExpiredTokenException',
  'CredentialsProviderError',
  'ValidationException',
  'ResourceNotFoundException',
  'ServiceUnavailableException',
  'ServiceUnavailable',
  'ModelNotReadyException',
  // The operator's emergency stop refused the call before it was made (functions/platform/http/ai-switch.ts).
  'AiUnavailableError',
] as const;

/** Socket errors raised before a request is sent: no connection was made. */
const connectionNotMade = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const refusedBeforeModel = new Set<string>(refusedBeforeModelErrors);

const nameAndCode = (error: unknown): { name?: string; code?: string } => {
  if (typeof error !== 'object' || error === null) return {};
  const { name, code } = error as { name?: unknown; code?: unknown };
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
};

/**
 * Did this failed model call reach the model? The one rule for giving back a unit of a daily cap that
 * was reserved before the call (decision 0039): false only for a failure in
 * `refusedBeforeModelErrors` or a connection that was never made, on the error or on its `cause`.
 * Everything else reached it, or may have: an invalid output (InvalidModelOutputError, whatever its
 * reason), a timeout after the request was sent (ModelTimeoutException, the SDK's TimeoutError), an
 * error of the model or of the provider's server (ModelErrorException, InternalServerException), a
 * reset connection, anything unknown. A request-time call retries once inside its deadline: the last
 * attempt's failure decides.
 */
export function reachedModel(error: unknown): boolean {
  if (error instanceof InvalidModelOutputError) return true;
  const cause =
    typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  for (const candidate of [error, cause]) {
    const { name, code } = nameAndCode(candidate);
    if (name !== undefined && refusedBeforeModel.has(name)) return false;
    if (code !== undefined && connectionNotMade.has(code)) return false;
  }
  return true;
}
