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

/**
 * The output of a generation did not pass its schema (after the one repair attempt, for Bedrock). Its
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
