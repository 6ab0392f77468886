import { adminMessages } from '../contracts/messages/admin';
import { deleteAccountData } from './account-deletion';
import { auditEntryOf, type AuditOf } from '../platform/data/audit-log';
import { Profile } from '../account/profiles';
import { entityOf, queryPartition } from '../platform/data/raw-items';
import { Subscription, toSubscriptionState, type SubscriptionItem } from '../platform/data/subscriptions';
import { DomainError, notFoundFailure } from '../domain/errors';
import { deleteUser as deleteSignIn, signOutEverywhere } from '../platform/identity/user-directory';
import { stopStripeBilling } from './subscriptions';

/**
 * Spec "delete user with all related data", in the order that never leaves a user billed without an
 * account: Stripe billing stops first (a failure stops here, nothing deleted), then the sign-in
 * (Cognito), then every item with the audit (functions/admin/account-deletion.ts). The user's partition
 * is read once, up front: it holds the profile and the subscription these steps need.
 */
export async function deleteUserCompletely(
  actorId: string,
  userId: string,
  audit: AuditOf<{ email: string | null }>,
): Promise<{ email: string | null }> {
  if (actorId === userId) throw new DomainError('conflict', adminMessages.cannotChangeSelf);
  const items = await queryPartition(`USER#${userId}`);
  const profileItem = items.find((item) => entityOf(item) === 'profile');
  const subscriptionItem = items.find((item) => entityOf(item) === 'subscription');
  if (!profileItem && !subscriptionItem) throw notFoundFailure(adminMessages.userNotFound);
  const profile = profileItem ? Profile.parse({ Item: profileItem }).data : null;
  const subscription = subscriptionItem
    ? (Subscription.parse({ Item: subscriptionItem }).data as SubscriptionItem)
    : null;

  // A retry after a failure half-way cancels again: Stripe's adapter accepts one already canceled.
  if (subscription) await stopStripeBilling(toSubscriptionState(subscription));
  if (profile?.email) {
    // Every refresh token revoked first; the tokens already issued meet a profile that is gone.
    await signOutEverywhere(profile.email);
    await deleteSignIn(profile.email);
  }
  const deleted = { email: profile?.email ?? null };
  await deleteAccountData(userId, auditEntryOf(audit, deleted), items);
  return deleted;
}
