import { modelPortMessages } from '../contracts/messages/model-port';

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
