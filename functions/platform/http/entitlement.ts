import { errorsMessages } from '../../contracts/messages/errors';
import { SUBSCRIPTION_REQUIRED } from '../../contracts/subscription-required';
import { grantsAccess } from '../../domain/subscription-status';
import type { AuthContext } from './auth-context';
import { AppError } from './errors';
import type * as SubscriptionsModule from '../data/subscriptions';

export { SUBSCRIPTION_REQUIRED };

export const subscriptionRequired = () =>
  new AppError('PERMISSION_DENIED', errorsMessages.subscriptionRequired, {
    reason: SUBSCRIPTION_REQUIRED,
  });

const granted = Promise.resolve();

// Imported on first use (the chain itself and its unit tests need no table), then kept: a dynamic
// import() resolves its specifier again on every call.
let subscriptionsModule: Promise<typeof SubscriptionsModule> | undefined;
const subscriptions = () => (subscriptionsModule ??= import('../data/subscriptions'));

/**
 * Whether the caller may use a paid route: admins always, others with an active or trial subscription
 * whose period has not ended (the same rule as the subscription check). The GetItem starts at once and
 * runs beside the handler's own first reads, so the paywall adds no sequential round trip; the promise
 * rejects with the 403. It never rejects unobserved: whoever awaits it gets the refusal.
 */
export function checkEntitlement(auth: AuthContext): Promise<void> {
  if (auth.isAdmin) return granted;
  const check = subscriptions()
    .then(({ getSubscription }) => getSubscription(auth.userId))
    .then((item) => {
      if (!item || !grantsAccess(item.status, item.currentPeriodEnd ?? null)) throw subscriptionRequired();
    });
  check.catch(() => undefined);
  return check;
}
