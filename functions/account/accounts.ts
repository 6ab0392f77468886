import { randomUUID } from 'node:crypto';
import { Service } from 'electrodb';
import type { ConsentRecord } from '../contracts/legal';
import type { Role } from '../contracts/me';
import { paymentsMessages } from '../contracts/messages/payments';
import { trialPeriod } from '../domain/subscription-period';
import { documentClient, tableName } from '../platform/data/client';
import { now } from '../platform/data/clock';
import { auditEntryOf, auditOp, settled, type AuditEntry, type AuditOf } from '../platform/data/audit-log';
import { getProfile, Profile, type ProfileItem } from './profiles';
import type { ItemKey } from '../platform/data/raw-items';
import { StatsEntity } from '../platform/data/stats';
import { Subscription } from '../platform/data/subscriptions';
import { retryingConflicts } from '../platform/data/conditions';
import { indexLine, setIndexLine } from './user-search';

/**
 * A user's account records written together: the profile, her line in the search index, the profiles
 * counter and (for a trial) the subscription, in ONE transaction each time: a failure writes none of them.
 */
const accounts = new Service(
  { profile: Profile, subscription: Subscription, stats: StatsEntity },
  { client: documentClient, table: tableName },
);

export const TRIAL_PLAN = { id: 'trial', name: paymentsMessages.trialPlanName } as const;

export interface NewAccount {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles?: Role[];
  /** What a public sign-up accepted (decision 0046); an account an admin creates has none yet. */
  consents?: ConsentRecord;
}

/** Thrown when the profile exists already (the transaction wrote nothing). */
export class ProfileExistsError extends Error {
  override name = 'ProfileExistsError';
}

function failure(what: string, codes: (string | undefined)[]): Error {
  if (codes[0] === 'ConditionalCheckFailed') return new ProfileExistsError(what);
  return new Error(`${what} transaction canceled (${codes.join(', ')})`);
}

/**
 * The profile, its search line and +1 profile, plus with `trial` a `trialing` subscription ending
 * TRIAL_DAYS later: all or nothing (run again when it only met another account's transaction on a
 * shared item: sign-ups at once all go through).
 */
export async function createAccount(
  account: NewAccount,
  options: {
    trial?: boolean;
    at?: Date;
    audit?: AuditOf<ProfileItem>;
    /** Items that go in the same transaction (a confirmed sign-up's pending record). */
    alsoDelete?: readonly ItemKey[];
  } = {},
): Promise<{ profile: ProfileItem; trialEndsAt: string | null }> {
  const at = options.at ?? new Date();
  const profile = {
    userId: account.userId,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    roles: account.roles ?? ['user'],
    ...(account.consents ? { consents: account.consents } : {}),
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  };
  const period = options.trial ? trialPeriod(at) : null;
  const audit = options.audit ? auditEntryOf(options.audit, profile as ProfileItem) : null;
  const outcome = await retryingConflicts(() =>
    accounts.transaction
      .write(({ profile: profiles, subscription, stats }) => [
        profiles.create(profile).commit(),
        stats.update({}).add({ profiles: 1 }).commit(),
        ...([setIndexLine(profile)] as never[]),
        ...(period
          ? [
              subscription
                .create({
                  userId: account.userId,
                  id: `trial_${randomUUID()}`,
                  status: 'trialing',
                  planId: TRIAL_PLAN.id,
                  planName: TRIAL_PLAN.name,
                  currentPeriodStart: period.start.toISOString(),
                  currentPeriodEnd: period.end.toISOString(),
                  cancelAtPeriodEnd: false,
                  lastEventAt: 0,
                  endedSubscriptionIds: [],
                  revision: 1,
                })
                .commit(),
            ]
          : []),
        ...(audit ? auditOp(audit) : []),
        ...((options.alsoDelete ?? []).map((Key) => ({ Delete: { TableName: tableName, Key } })) as never[]),
      ])
      .go(),
  );
  if (outcome.canceled)
    throw failure(
      'account creation',
      outcome.data.map((item) => item.code),
    );
  audit?.written();
  return { profile: profile as ProfileItem, trialEndsAt: period ? period.end.toISOString() : null };
}

/**
 * New names (and, from an admin, roles) for an existing profile, with her search line when the names
 * change it, in one transaction conditioned on the names that were read (a concurrent rename makes it
 * fail, nothing written). Null when the user has no profile.
 */
export async function updateAccount(
  userId: string,
  change: { firstName: string; lastName: string; roles?: Role[] },
  options: { before?: ProfileItem; audit?: AuditEntry } = {},
): Promise<ProfileItem | null> {
  const before = options.before ?? (await getProfile(userId));
  if (!before) return null;
  const { audit } = options;
  const updatedAt = now();
  const after = { ...before, ...change, updatedAt };
  const lineChanged = indexLine(after) !== indexLine(before);
  const outcome = await retryingConflicts(() =>
    accounts.transaction
      .write(({ profile }) => [
        profile
          .patch({ userId })
          .set({
            firstName: change.firstName,
            lastName: change.lastName,
            ...(change.roles ? { roles: change.roles } : {}),
          })
          .where(
            ({ firstName, lastName }, { eq }) =>
              `${eq(firstName, before.firstName)} AND ${eq(lastName, before.lastName)}`,
          )
          .commit(),
        ...((lineChanged ? [setIndexLine(after)] : []) as never[]),
        ...(audit ? auditOp(audit) : []),
      ])
      .go(),
  );
  if (outcome.canceled) {
    throw new Error(`profile update canceled (${outcome.data.map((item) => item.code).join(', ')})`);
  }
  audit?.written();
  return after as ProfileItem;
}

/**
 * The roles a profile lists (the admin group itself is Cognito's), with the audit, in one
 * transaction. False when there is no profile (nothing written).
 */
export async function setProfileRoles(userId: string, roles: Role[], audit: AuditEntry): Promise<boolean> {
  const outcome = await accounts.transaction
    .write(({ profile }) => [profile.patch({ userId }).set({ roles }).commit(), ...auditOp(audit)])
    .go();
  const codes = settled(outcome, audit);
  if (!codes) return true;
  if (codes[0] === 'ConditionalCheckFailed') return false;
  throw new Error(`roles change canceled (${codes.join(', ')})`);
}
