import { getSubscription, toStoredSubscription } from '../../platform/data/subscriptions';
import { checkSubscription } from '../../domain/subscription-summary';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** The spec's check-subscription: one GetItem for users, none for admins (always subscribed). */
export const handler = defineHandler('POST /api/subscription/check', {}, async ({ auth }) => {
  if (auth.isAdmin) return ok(checkSubscription(null, true));
  const item = await getSubscription(auth.userId);
  return ok(checkSubscription(item ? toStoredSubscription(item) : null, false));
});
