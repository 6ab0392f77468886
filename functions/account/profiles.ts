import { Entity, type EntityItem } from 'electrodb';
import { documentClient, tableName } from '../platform/data/client';
import { serviceName } from '../platform/data/table';
import { createdAt, updatedAt, key } from '../platform/data/schema';

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

export async function listProfiles(cursor: string | null, limit = 50) {
  return Profile.query.all({}).go({ cursor, limit, order: 'desc' });
}
