import { pricingMessages } from '@contracts/messages/pricing';
import { ApiError } from '../../lib/api-error';
import type { ToastInput } from '../../lib/toast';
import { MissingUrlError } from './api/checkout';

const text = pricingMessages;

/**
 * The spec's checkout toasts, by what failed:
 * - an answer without a url: 'Erro ao processar pagamento' — 'Resposta inválida do servidor de pagamento';
 * - the session no longer accepted (401): 'Erro no checkout' — 'Tente atualizar a página e tentar
 *   novamente.' (a reload renews it or leads to sign-in);
 * - another refusal: 'Erro no checkout' with the server's reason; no answer, or a server error: 'Erro no
 *   checkout' — 'Não foi possível iniciar o processo de checkout…';
 * - a failure in the browser before or after the request (no tab could be opened for the payment page):
 *   'Erro ao selecionar plano' — 'Não foi possível iniciar o processo de pagamento…'.
 */
export function checkoutFailureToast(error: unknown): ToastInput {
  if (error instanceof MissingUrlError) {
    return { title: text.paymentErrorTitle, description: text.invalidPaymentAnswer, variant: 'destructive' };
  }
  if (!(error instanceof ApiError)) {
    return { title: text.selectPlanErrorTitle, description: text.selectPlanError, variant: 'destructive' };
  }
  const description =
    error.status === 401
      ? text.checkoutRetry
      : error.status >= 400 && error.status < 500
        ? error.message
        : text.checkoutError;
  return { title: text.checkoutErrorTitle, description, variant: 'destructive' };
}
