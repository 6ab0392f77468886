import { Entity, type EntityItem } from 'electrodb';
import type { ConsentRecord } from '../contracts/legal';
import { documentClient, tableName } from '../platform/data/client';
import { serviceName } from '../platform/data/table';
import { isConditionalFailure } from '../platform/data/conditions';
import { createdAt, updatedAt, key } from '../platform/data/schema';

/**
 * The versions of the Termos de Uso and the Política de Privacidade accepted, and when (a
 * `ConsentRecord`, functions/contracts/legal.ts); absent until the user accepts any (decision 0046).
 */
export const consentsAttribute = {
  type: 'map',
  properties: {
    termsVersion: { type: 'string', required: true },
    privacyVersion: { type: 'string', required: true },
    acceptedAt: { type: 'string', required: true },
  },
} as const;

/** A user's profile: `USER#<sub>` / `PROFILE`, listed for admins through gsi1 `USERS` by creation time. */
export const Profile = new Entity(
  {
    model: { entity: 'profile', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      email: { type: 'string', required: true, readOnly: true },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      avatarUrl: { type: 'string' },
      roles: { type: 'list', items: { type: 'string' }, required: true },
      consents: consentsAttribute,
      createdAt,
      updatedAt,
    },
    indexes: {
      byUser: {
        pk: key('pk', 'USER#${userId}', ['userId']),
        sk: key('sk', 'PROFILE', []),
      },
      all: {
        index: 'gsi1',
        pk: key('gsi1pk', 'USERS', []),
        sk: key('gsi1sk', '${createdAt}#${userId}', ['createdAt', 'userId']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export type ProfileItem = EntityItem<typeof Profile>;

export async function getProfile(userId: string): Promise<ProfileItem | null> {
  const { data } = await Profile.get({ userId }).go();
  return data;
}

/** Records the versions in force as accepted now; false when the user has no profile. */
export async function recordConsent(userId: string, consents: ConsentRecord): Promise<ProfileItem | null> {
  try {
    const { data } = await Profile.patch({ userId }).set({ consents }).go({ response: 'all_new' });
    return data as ProfileItem;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

export async function listProfiles(cursor: string | null, limit = 50) {
  return Profile.query.all({}).go({ cursor, limit, order: 'desc' });
}
