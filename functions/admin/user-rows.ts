import type { AdminUserRow, AdminUserSubscription } from '../contracts/admin-users';
import type { Role } from '../contracts/me';
import { Profile, type ProfileItem } from '../account/profiles';
import { batchGet, type RawItem } from '../platform/data/raw-items';

const userKey = (userId: string) => `USER#${userId}`;

/** A subscription item as the admin screens show it. */
export function toAdminSubscription(item: RawItem): AdminUserSubscription {
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : null);
  return {
    id: String(item.id),
    status: String(item.status),
    planId: text('planId'),
    planName: String(item.planName),
    currentPeriodStart: text('currentPeriodStart'),
    currentPeriodEnd: text('currentPeriodEnd'),
    canceledAt: text('canceledAt'),
    cancelAtPeriodEnd: item.cancelAtPeriodEnd === true,
    paidWithStripe: typeof item.stripeSubscriptionId === 'string',
  };
}

export function toAdminRow(profile: RawItem, subscription: RawItem | null): AdminUserRow {
  const email = typeof profile.email === 'string' && profile.email !== '' ? profile.email : null;
  return {
    id: String(profile.userId),
    firstName: String(profile.firstName ?? ''),
    lastName: String(profile.lastName ?? ''),
    email,
    emailFetched: email !== null,
    createdAt: String(profile.createdAt),
    roles: (Array.isArray(profile.roles) ? profile.roles : ['user']) as Role[],
    subscription: subscription ? toAdminSubscription(subscription) : null,
  };
}

/**
 * One user's profile (as ElectroDB reads it, for writes conditioned on it) and row: the profile and
 * the subscription in one BatchGetItem. Null without a profile.
 */
export async function readUser(userId: string): Promise<{ profile: ProfileItem; row: AdminUserRow } | null> {
  const items = await batchGet([
    { pk: userKey(userId), sk: 'PROFILE' },
    { pk: userKey(userId), sk: 'SUBSCRIPTION' },
  ]);
  const raw = items.find((item) => item.sk === 'PROFILE');
  if (!raw) return null;
  const profile = Profile.parse({ Item: raw }).data as ProfileItem;
  return { profile, row: toAdminRow(raw, items.find((item) => item.sk === 'SUBSCRIPTION') ?? null) };
}

/**
 * The rows of these users, in this order: their profiles (unless given) and subscriptions in one
 * BatchGetItem. Users without a profile (deleted meanwhile) are left out.
 */
export async function readRows(userIds: readonly string[], profiles?: RawItem[]): Promise<AdminUserRow[]> {
  const keys = userIds.flatMap((userId) => [
    ...(profiles ? [] : [{ pk: userKey(userId), sk: 'PROFILE' }]),
    { pk: userKey(userId), sk: 'SUBSCRIPTION' },
  ]);
  const items = keys.length ? await batchGet(keys) : [];
  const byKey = new Map(items.map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
  const profileOf = new Map((profiles ?? []).map((profile) => [String(profile.userId), profile]));
  return userIds.flatMap((userId) => {
    const profile = profileOf.get(userId) ?? byKey.get(`${userKey(userId)}|PROFILE`);
    if (!profile) return [];
    return [toAdminRow(profile, byKey.get(`${userKey(userId)}|SUBSCRIPTION`) ?? null)];
  });
}
