import { Entity, type EntityItem } from 'electrodb';
import { documentClient, tableName } from '../platform/data/client';
import { serviceName } from '../platform/data/table';
import { now } from '../platform/data/clock';

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
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'PROFILE', casing: 'none' },
      },
      all: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: 'USERS', casing: 'none' },
        sk: {
          field: 'gsi1sk',
          composite: ['createdAt', 'userId'],
          template: '${createdAt}#${userId}',
          casing: 'none',
        },
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
