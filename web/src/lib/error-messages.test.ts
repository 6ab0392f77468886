import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { aiUnavailableMessage, errorMessage, failureToast } from './error-messages';

const apiError = (code: ApiError['code'], message = 'mensagem do servidor') =>
  new ApiError(500, code, message);

describe('errorMessage (the global handler mapping of codes)', () => {
  it.each<[ApiError['code'], string]>([
    ['VALIDATION_ERROR', 'Dados inválidos. Verifique as informações inseridas.'],
    ['RATE_LIMIT', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
    ['DATABASE_ERROR', 'Não foi possível conectar ao banco de dados. Tente novamente em instantes.'],
    ['NETWORK_ERROR', 'Não foi possível conectar ao servidor. Verifique sua conexão.'],
    ['TIMEOUT', 'A solicitação demorou demais. Tente novamente.'],
    ['PERMISSION_DENIED', 'Você não tem permissão para acessar este recurso.'],
    ['NOT_FOUND', 'Recurso não encontrado.'],
    ['AI_UNAVAILABLE', 'A geração por IA está temporariamente indisponível. Tente novamente mais tarde.'],
  ])('%s → %s', (code, message) => {
    expect(errorMessage(apiError(code))).toBe(message);
  });

  it('other codes show the raw message', () => {
    expect(errorMessage(apiError('CONFLICT', 'Este email já está cadastrado.'))).toBe(
      'Este email já está cadastrado.',
    );
    expect(errorMessage(new Error('Falhou'))).toBe('Falhou');
  });

  it("or 'Ocorreu um erro inesperado.' when there is none", () => {
    expect(errorMessage(apiError('INTERNAL', ''))).toBe('Ocorreu um erro inesperado.');
    expect(errorMessage(new Error(''))).toBe('Ocorreu um erro inesperado.');
    expect(errorMessage('texto')).toBe('Ocorreu um erro inesperado.');
    expect(errorMessage(undefined)).toBe('Ocorreu um erro inesperado.');
  });
});

describe('failureToast (the default toasts)', () => {
  it('a failed query: Erro de conexão', () => {
    expect(failureToast('query', apiError('NETWORK_ERROR'))).toEqual({
      title: 'Erro de conexão',
      description: 'Falha ao carregar dados. Por favor, verifique sua conexão.',
      variant: 'destructive',
    });
    expect(failureToast('query', new TypeError('x is undefined')).description).toBe(
      'Falha ao carregar dados. Por favor, verifique sua conexão.',
    );
  });

  it('a failed mutation: Erro ao salvar', () => {
    expect(failureToast('mutation', apiError('INTERNAL'))).toEqual({
      title: 'Erro ao salvar',
      description: 'Falha ao processar sua solicitação.',
      variant: 'destructive',
    });
  });

  it('a code with a message of its own says more than the default', () => {
    expect(failureToast('mutation', apiError('VALIDATION_ERROR')).description).toBe(
      'Dados inválidos. Verifique as informações inseridas.',
    );
    expect(failureToast('query', apiError('RATE_LIMIT'))).toMatchObject({
      title: 'Erro de conexão',
      description: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    });
  });
});

describe('aiUnavailableMessage (the emergency stop of AI work, decision 0056)', () => {
  it('gives the stop’s message for AI_UNAVAILABLE only', () => {
    expect(aiUnavailableMessage(new ApiError(503, 'AI_UNAVAILABLE', 'x'))).toBe(
      'A geração por IA está temporariamente indisponível. Tente novamente mais tarde.',
    );
    expect(aiUnavailableMessage(new ApiError(503, 'DATABASE_ERROR', 'x'))).toBeUndefined();
    expect(aiUnavailableMessage(new Error('x'))).toBeUndefined();
  });

  it('a failed mutation’s toast says it too', () => {
    expect(failureToast('mutation', new ApiError(503, 'AI_UNAVAILABLE', 'x')).description).toBe(
      'A geração por IA está temporariamente indisponível. Tente novamente mais tarde.',
    );
  });
});
