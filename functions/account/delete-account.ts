import { adminMessages } from '../contracts/messages/admin';
import { errorsMessages } from '../contracts/messages/errors';
import { myDataMessages } from '../contracts/messages/my-data';
import { DomainError, notFoundFailure } from '../domain/errors';
import { DossierEntity } from '../dossier/dossier';
import { stopStripeBilling } from '../admin/subscriptions';
import { payments } from '../payments';
import { auditEntryOf, forgetEmailInAudit, type AuditOf } from '../platform/data/audit-log';
import { endImpersonationsOf } from '../platform/data/impersonation-sessions';
import { batchWrite, entityOf, keyOf, queryPartition } from '../platform/data/raw-items';
import { Subscription, toSubscriptionState, type SubscriptionItem } from '../platform/data/subscriptions';
import {
  deleteUser as deleteSignIn,
  signOutEverywhere,
  verifyPassword,
} from '../platform/identity/user-directory';
import { deleteAccountData } from './account-deletion';
import { getProfile, Profile } from './profiles';

/** Deletes the Stripe customer (a failure stops the deletion before any item goes). */
async function deleteStripeCustomer(customerId: string): Promise<void> {
  try {
    await (await payments()).deleteCustomer(customerId);
  } catch (error) {
    throw new DomainError('failed', myDataMessages.deletion.stripeFailed, { cause: String(error) });
  }
}

/** What a request or workflow step wrote under the user between the deletion's read and its end. */
async function sweepPartition(userId: string): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    const left = await queryPartition(`USER#${userId}`);
    if (left.length === 0) return;
    await batchWrite(left.map((item) => ({ delete: keyOf(item) })));
  }
}

/**
 * THE deletion of a user and all her data, for the admin's delete and her own ("Excluir minha
 * conta"), in the order that never leaves a user billed without an account: Stripe billing stops and
 * the Stripe customer is deleted first (a failure stops here, nothing deleted), then the sign-in
 * (every refresh token revoked, then the Cognito user), then what would keep writing (the dossier's
 * run marker, which its steps' writes are conditioned on; other admins' impersonation sessions of
 * her), her e-mail out of the audit trail, then every item with the audit (./account-deletion.ts) and
 * a sweep of anything that landed meanwhile. Safe to run again after a failure half-way.
 * Who may delete whom is the caller's check (an admin never deletes herself through the admin route).
 */
export async function deleteUserCompletely(
  userId: string,
  audit: AuditOf<{ email: string | null }>,
): Promise<{ email: string | null }> {
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
  if (subscription?.stripeCustomerId) await deleteStripeCustomer(subscription.stripeCustomerId);
  const email = profile?.email || null;
  if (email) {
    // Every refresh token revoked first; the tokens already issued meet a profile that is gone.
    await signOutEverywhere(email);
    await deleteSignIn(email);
  }
  // Independent of each other, all before the items go: the dossier's run marker, the impersonation
  // sessions naming her, and her e-mail in the audit (a retry after a failure here still finds the account).
  await Promise.all([
    DossierEntity.delete({ userId }).go(),
    endImpersonationsOf(userId),
    forgetEmailInAudit(userId, email),
  ]);
  const deleted = { email };
  // The partition read again: after the dossier's marker went, no run of it writes here any more.
  await deleteAccountData(userId, auditEntryOf(audit, deleted));
  await sweepPartition(userId);
  return deleted;
}

/**
 * "Excluir minha conta": the password checked with a sign-in first (wrong: refused, nothing deleted),
 * then the same deletion as the admin's, audited with the user as the actor.
 */
export async function deleteOwnAccount(
  userId: string,
  password: string,
  audit: AuditOf<{ email: string | null }>,
): Promise<void> {
  const profile = await getProfile(userId);
  if (!profile?.email) throw notFoundFailure(errorsMessages.notFound);
  if (!(await verifyPassword(profile.email, password))) {
    const message = myDataMessages.deletion.wrongPassword;
    throw new DomainError('invalid', message, [{ field: 'password', message }]);
  }
  await deleteUserCompletely(userId, audit);
}
