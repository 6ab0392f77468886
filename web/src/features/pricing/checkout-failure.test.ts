import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { MissingUrlError } from './api/checkout';
import { checkoutFailureToast } from './checkout-failure';

const shown = (error: unknown) => {
  const toast = checkoutFailureToast(error);
  return [toast.title, toast.description];
};

describe('checkoutFailureToast', () => {
  it('names an answer without a url', () => {
    expect(shown(new MissingUrlError())).toEqual([
      'Erro ao processar pagamento',
      'Resposta inválida do servidor de pagamento',
    ]);
  });

  it('asks for a reload when the session is no longer accepted', () => {
    expect(shown(new ApiError(401, 'UNAUTHENTICATED', 'Autenticação necessária'))).toEqual([
      'Erro no checkout',
      'Tente atualizar a página e tentar novamente.',
    ]);
  });

  it("gives a refusal's own reason, and the spec's text for no answer or a server error", () => {
    expect(shown(new ApiError(409, 'CONFLICT', 'Você já possui uma assinatura ativa.'))).toEqual([
      'Erro no checkout',
      'Você já possui uma assinatura ativa.',
    ]);
    const generic = [
      'Erro no checkout',
      'Não foi possível iniciar o processo de checkout. Tente novamente mais tarde.',
    ];
    expect(shown(new ApiError(0, 'NETWORK_ERROR', 'x'))).toEqual(generic);
    expect(shown(new ApiError(503, 'INTERNAL', 'x'))).toEqual(generic);
  });

  it('says the plan could not be selected when the browser failed, not the server', () => {
    expect(shown(new TypeError('tab.location is null'))).toEqual([
      'Erro ao selecionar plano',
      'Não foi possível iniciar o processo de pagamento. Tente novamente mais tarde.',
    ]);
  });
});
