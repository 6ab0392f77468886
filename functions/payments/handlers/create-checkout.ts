import { appOrigins } from '../../platform/config/app-origins';
import { paymentsMessages } from '../../contracts/messages/payments';
import { createCheckoutRequest, type RedirectResponse } from '../../contracts/subscription';
import { getProfile } from '../../account/profiles';
import { getSubscription } from '../../platform/data/subscriptions';
import { isAllowedReturnUrl } from '../../domain/return-urls';
import { grantsAccess } from '../../domain/subscription-status';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { conflict, notFound, validationError } from '../../platform/http/errors';
import { payments, paymentsConfig } from '..';

// Start loading the adapter (and the Stripe secret) during the cold start.
void payments();

/**
 * Starts a checkout for the signed-in user and answers its url. All plans are sold at the one
 * configured price: the requested `priceId` is validated and otherwise ignored. Return urls must
 * be on the app's own origins. Admins (always subscribed) and users with an active paid
 * subscription get 409; trial users may buy.
 */
export const handler = defineHandler(
  'POST /api/checkout',
  { body: createCheckoutRequest },
  async ({ auth, body }) => {
    const config = paymentsConfig();
    const origins = await appOrigins();
    const refused = (['successUrl', 'cancelUrl'] as const).filter(
      (field) => !isAllowedReturnUrl(body[field], origins),
    );
    if (refused.length > 0) {
      throw validationError(
        refused.map((field) => ({ field, message: paymentsMessages.returnUrlNotAllowed })),
      );
    }
    if (auth.isAdmin) throw conflict(paymentsMessages.adminNeedsNoCheckout);

    const [subscription, profile] = await Promise.all([
      getSubscription(auth.userId),
      getProfile(auth.userId),
    ]);
    if (
      subscription?.status === 'active' &&
      grantsAccess(subscription.status, subscription.currentPeriodEnd ?? null)
    ) {
      throw conflict(paymentsMessages.alreadySubscribed);
    }
    if (!profile) throw notFound();

    const port = await payments();
    const session = await port.createCheckoutSession({
      userId: auth.userId,
      email: profile.email,
      customerId: subscription?.stripeCustomerId ?? null,
      priceId: config.priceId,
      successUrl: body.successUrl,
      cancelUrl: body.cancelUrl,
    });
    const answer: RedirectResponse = { url: session.url };
    return ok(answer);
  },
);
