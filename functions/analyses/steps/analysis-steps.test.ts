import { describe, expect, it } from 'vitest';
import { analysisApiMessages } from '../../contracts/messages/analysis-api';
import { failureMessage } from '../../platform/workflows/failure-message';

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
