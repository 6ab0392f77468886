import { audit } from '../audit';
import { manageSubscription } from '../subscriptions';
import { manageSubscriptionRequest } from '../../contracts/admin-subscriptions';
import { userIdParams } from '../../contracts/admin-users';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: create, update, update the expiry, cancel or verify a user's subscription (spec 4). */
export const handler = defineHandler(
  'POST /api/admin/users/{userId}/subscription',
  { params: userIdParams, body: manageSubscriptionRequest },
  async (request) => {
    const { answer } = await manageSubscription(request.params.userId, request.body, (subscription) =>
      audit(
        request,
        'subscription.changed',
        { userId: request.params.userId },
        {
          action: request.body.action,
          status: subscription.status,
          planName: subscription.planName,
          currentPeriodEnd: subscription.currentPeriodEnd,
        },
      ),
    );
    return ok(answer);
  },
);
