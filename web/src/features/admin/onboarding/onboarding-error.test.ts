import { describe, expect, it } from 'vitest';
import { adminMessages } from '@contracts/messages/admin';
import { ApiError } from '../../../lib/api-error';
import { onboardingErrorToast } from './onboarding-error';

const text = adminMessages.onboarding;
const known = { title: text.saveError };
const unexpected = { title: text.unexpectedError, description: text.saveErrorDescription };

describe("the onboarding screen's error toasts (spec 3 section 8)", () => {
  it("a refusal the server explained: the screen's title with the server's words", () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'Dados inválidos', [
      { field: 'welcomeTitle', message: 'Texto muito longo' },
    ]);
    expect(onboardingErrorToast(refused, known, unexpected)).toEqual({
      title: text.saveError,
      description: 'Texto muito longo',
    });
  });

  it.each([
    ['a server failure', new ApiError(500, 'INTERNAL', 'Erro interno')],
    ['no answer', new ApiError(0, 'NETWORK_ERROR', 'Sem conexão')],
    ['anything else', new Error('boom')],
  ])("%s: 'Erro inesperado' with the screen's description", (_, error) => {
    expect(onboardingErrorToast(error, known, unexpected)).toEqual(unexpected);
  });
});
