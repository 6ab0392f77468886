import { describe, expect, it } from 'vitest';
import { analysisApiMessages } from '../../contracts/messages/analysis-api';
import { failureMessage, failureReport } from '../../platform/workflows/failure-message';

describe('the message of a caught failure', () => {
  it('reads errorMessage from the Lambda Cause JSON', () => {
    const Cause = JSON.stringify({
      errorType: 'InvalidModelOutputError',
      errorMessage: 'Resposta da IA incompleta ou inválida',
    });
    expect(failureMessage({ Error: 'InvalidModelOutputError', Cause })).toBe(
      'Resposta da IA incompleta ou inválida',
    );
  });

  it('keeps a bare Cause (local runner)', () => {
    expect(failureMessage({ Error: 'Error', Cause: 'boom' })).toBe('boom');
  });

  it('explains exhausted throttling and timeouts in Portuguese', () => {
    expect(failureMessage({ Error: 'ThrottlingException', Cause: 'Rate exceeded' })).toBe(
      analysisApiMessages.modelUnavailable,
    );
    expect(failureMessage({ Error: 'ModelTimeoutException', Cause: '' })).toBe(
      analysisApiMessages.modelUnavailable,
    );
  });

  it('falls back to a generic text', () => {
    expect(failureMessage(undefined)).toBe(analysisApiMessages.failed);
  });
});

describe('the report of a caught failure', () => {
  const lambdaCause = (errorType: string, errorMessage: string) =>
    JSON.stringify({ errorType, errorMessage });

  it('never shows a provider’s English message, and keeps it as the reason', () => {
    const failure = {
      Error: 'ValidationException',
      Cause: lambdaCause('ValidationException', 'The provided model identifier is invalid.'),
    };
    expect(failureReport(failure)).toEqual({
      message: analysisApiMessages.failed,
      reason: 'ValidationException: The provided model identifier is invalid.',
    });
    expect(failureReport({ Error: 'AccessDeniedException', Cause: 'not authorized' }).message).toBe(
      analysisApiMessages.failed,
    );
  });

  it('shows the feature’s function error for a Lambda or state machine failure', () => {
    const texts = {
      modelUnavailable: 'ocupado',
      failed: 'falhou',
      functionError: 'Erro na função de geração do dossiê',
    };
    expect(failureReport({ Error: 'Lambda.Unknown', Cause: 'Task timed out' }, texts)).toEqual({
      message: 'Erro na função de geração do dossiê',
      reason: 'Lambda.Unknown: Task timed out',
    });
    expect(
      failureReport({ Error: 'TypeError', Cause: lambdaCause('TypeError', 'x is undefined') }, texts).message,
    ).toBe('falhou');
  });

  it('keeps the reason behind the model-unavailable text', () => {
    expect(failureReport({ Error: 'ThrottlingException', Cause: 'Rate exceeded' })).toEqual({
      message: analysisApiMessages.modelUnavailable,
      reason: 'ThrottlingException: Rate exceeded',
    });
  });
});
