import { paymentsMessages } from '../../contracts/messages/payments';
import type { WebhookResponse } from '../../contracts/payments';
import { applyStripeEvent } from '../billing';
import { planRefForPrice } from '../subscription-plans';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { validationError } from '../../platform/http/errors';
import { log } from '../../platform/http/log';
import { countMetric } from '../../platform/http/metrics';
import { payments, paymentsConfig, WebhookSignatureError } from '..';

void payments();

/**
 * Stripe's webhook. The body is taken raw (not parsed as JSON) because the signature covers its
 * exact bytes; an event whose signature does not verify is refused with 400 and changes nothing.
 * Each event is applied once (its id is recorded in the same transaction as its change) and in
 * any delivery order (functions/domain/payment-events.ts).
 */
/** The events that activate a paid subscription (the `Payments` metric). */
const paymentEventTypes = new Set(['checkout.session.completed', 'invoice.paid']);

export const handler = defineHandler(
  'POST /api/payments/webhook',
  { rawBody: true },
  async ({ rawBody, event }) => {
    const port = await payments();
    let verified;
    try {
      verified = await port.verifyWebhook(rawBody, event.headers?.['stripe-signature']);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      // Stripe checks the signature first and parses the JSON after: a parse error is the payload's fault.
      const reason = /JSON|Unexpected (token|end)/i.test(error.message) ? 'payload' : 'signature';
      countMetric('webhookRejections', { Reason: reason });
      log('warn', 'stripe webhook refused', { reason: error.message });
      throw validationError(
        [{ field: 'stripe-signature', message: paymentsMessages.invalidWebhookSignature }],
        paymentsMessages.invalidWebhookSignature,
      );
    }
    const fixedPriceId = paymentsConfig().priceId;
    const outcome = await applyStripeEvent(verified, (priceId) => planRefForPrice(priceId, fixedPriceId));
    if (outcome === 'applied' && paymentEventTypes.has(verified.type)) countMetric('payments');
    log('info', 'stripe event handled', { eventId: verified.id, type: verified.type, outcome });
    const answer: WebhookResponse = { received: true, outcome };
    return ok(answer);
  },
);
