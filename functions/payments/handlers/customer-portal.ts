import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { appOrigins } from '../../platform/config/app-origins';
import { paymentsMessages } from '../../contracts/messages/payments';
import type { RedirectResponse } from '../../contracts/subscription';
import { getSubscription } from '../../platform/data/subscriptions';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { notFound } from '../../platform/http/errors';
import { payments } from '..';

void payments();

/** Back to the pricing page of the origin the request came from, when it is one of the app's. */
function returnUrl(event: APIGatewayProxyEventV2, origins: readonly string[]): string {
  const origin = event.headers?.origin;
  return `${origin && origins.includes(origin) ? origin : origins[0]}/pricing`;
}

/** The payment provider's page where a paying user manages their subscription; 404 without one. */
export const handler = defineHandler('POST /api/customer-portal', {}, async ({ auth, event }) => {
  const subscription = await getSubscription(auth.userId);
  if (!subscription?.stripeCustomerId) throw notFound(paymentsMessages.noPaidSubscription);
  const [port, origins] = await Promise.all([payments(), appOrigins()]);
  const session = await port.createPortalSession({
    customerId: subscription.stripeCustomerId,
    returnUrl: returnUrl(event, origins),
  });
  const answer: RedirectResponse = { url: session.url };
  return ok(answer);
});
