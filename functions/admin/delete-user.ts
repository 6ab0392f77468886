import { adminMessages } from '../contracts/messages/admin';
import { deleteAccountData } from '../data/account-deletion';
import { getProfile } from '../data/profiles';
import { getSubscription, toSubscriptionState } from '../data/subscriptions';
import { DomainError, notFoundFailure } from '../domain/errors';
import { deleteUser as deleteSignIn } from '../identity/user-directory';
import { stopStripeBilling } from './subscriptions';

/**
 * Spec "delete user with all related data", in the order that never leaves a user billed without an
 * account: Stripe billing stops first (a failure stops here, nothing deleted), then the sign-in
 * (Cognito), then every item (functions/data/account-deletion.ts). Returns the deleted e-mail.
 */
export async function deleteUserCompletely(
  actorId: string,
  userId: string,
): Promise<{ email: string | null }> {
  if (actorId === userId) throw new DomainError('conflict', adminMessages.cannotChangeSelf);
  const [profile, subscription] = await Promise.all([getProfile(userId), getSubscription(userId)]);
  if (!profile && !subscription) throw notFoundFailure(adminMessages.userNotFound);

  // A retry after a failure half-way cancels again: Stripe's adapter accepts one already canceled.
  if (subscription) await stopStripeBilling(toSubscriptionState(subscription));
  if (profile?.email) await deleteSignIn(profile.email);
  await deleteAccountData(userId);
  return { email: profile?.email ?? null };
}
