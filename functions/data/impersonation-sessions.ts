import { Entity, type EntityItem } from 'electrodb';
import { documentClient, tableName } from './client';
import { serviceName } from './table';

/**
 * An admin's open impersonation session (the security log of who viewed the platform as whom):
 *   USER#<adminId> / IMPERSONATION
 * One per admin: starting another replaces it, ending deletes it. The auth middleware reads it (one
 * GetItem) on every request that carries the impersonation header.
 */
export const ImpersonationSessionEntity = new Entity(
  {
    model: { entity: 'impersonationSession', version: '1', service: serviceName },
    attributes: {
      adminId: { type: 'string', required: true, readOnly: true },
      targetUserId: { type: 'string', required: true },
      targetEmail: { type: 'string', required: true },
      ipAddress: { type: 'string', required: true },
      userAgent: { type: 'string', required: true },
      startedAt: { type: 'string', required: true },
      expiresAt: { type: 'string', required: true },
    },
    indexes: {
      byAdmin: {
        pk: { field: 'pk', composite: ['adminId'], template: 'USER#${adminId}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'IMPERSONATION', casing: 'none' },
      },
    },
  },
  { client: documentClient, table: tableName },
);

export type ImpersonationSession = EntityItem<typeof ImpersonationSessionEntity>;

export async function getImpersonationSession(adminId: string): Promise<ImpersonationSession | null> {
  const { data } = await ImpersonationSessionEntity.get({ adminId }).go();
  return data;
}

/** Opens (or replaces) the admin's session: one PutItem. */
export async function openImpersonationSession(session: ImpersonationSession): Promise<void> {
  await ImpersonationSessionEntity.put(session).go();
}

/** Ends the admin's session; returns the session that was open, if any. */
export async function closeImpersonationSession(adminId: string): Promise<ImpersonationSession | null> {
  const { data } = await ImpersonationSessionEntity.delete({ adminId }).go({ response: 'all_old' });
  return (data as ImpersonationSession | null) ?? null;
}
