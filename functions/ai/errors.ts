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
