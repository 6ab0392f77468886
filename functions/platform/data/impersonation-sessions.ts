import { createWriteTransaction, Entity, type EntityItem } from 'electrodb';
import { auditEntryOf, auditOp, settled, type AuditEntry, type AuditOf } from './audit-log';
import { documentClient, tableName } from './client';
import { conditionalWrite } from './conditions';
import { epochSeconds, RETENTION_SECONDS } from './expiry';
import { serviceName, tableSchema } from './table';
import { key } from './schema';

/**
 * An admin's open impersonation session (the security log of who viewed the platform as whom):
 *   USER#<adminId> / IMPERSONATION
 * One per admin: starting another replaces it, ending deletes it. The auth middleware reads it (one
 * GetItem) on every request that carries the impersonation header. Under gsi1
 * `IMPERSONATED#<targetUserId>` / `<adminId>`: the sessions naming a user, which her deletion ends.
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
      /** DynamoDB's TTL: a day after the session's own end (the auth middleware refuses it from then). */
      ttl: {
        type: 'number',
        field: tableSchema.timeToLiveAttribute,
        watch: ['expiresAt'],
        set: (_value, item: { expiresAt?: unknown }) =>
          typeof item.expiresAt === 'string'
            ? epochSeconds(item.expiresAt) + RETENTION_SECONDS.impersonationSessionAfterEnd
            : undefined,
      },
    },
    indexes: {
      byAdmin: {
        pk: key('pk', 'USER#${adminId}', ['adminId']),
        sk: key('sk', 'IMPERSONATION', []),
      },
      byTarget: {
        index: 'gsi1',
        pk: key('gsi1pk', 'IMPERSONATED#${targetUserId}', ['targetUserId']),
        sk: key('gsi1sk', '${adminId}', ['adminId']),
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

const sessions = { session: ImpersonationSessionEntity };

/** Opens (or replaces) the admin's session, with its audit: one transaction. */
export async function openImpersonationSession(
  session: ImpersonationSession,
  audit: AuditEntry,
): Promise<void> {
  const outcome = await createWriteTransaction(sessions, ({ session: entity }) => [
    entity.put(session).commit(),
    ...auditOp(audit),
  ]).go();
  const codes = settled(outcome, audit);
  if (codes) throw new Error(`impersonation start canceled (${codes.join(', ')})`);
}

/**
 * Ends the admin's session with its audit (made from the session), in one transaction conditioned on
 * the session read; returns that session, or null when none was open.
 */
export async function closeImpersonationSession(
  adminId: string,
  audit: AuditOf<ImpersonationSession>,
  attempts = 2,
): Promise<ImpersonationSession | null> {
  const open = await getImpersonationSession(adminId);
  if (!open) return null;
  const entry = auditEntryOf(audit, open);
  const outcome = await createWriteTransaction(sessions, ({ session }) => [
    session
      .delete({ adminId })
      .where(({ startedAt }, { eq }) => eq(startedAt, open.startedAt))
      .commit(),
    ...auditOp(entry),
  ]).go();
  const codes = settled(outcome, entry);
  if (!codes) return open;
  // Ended or replaced since it was read: end whatever is open now.
  if (codes[0] === 'ConditionalCheckFailed' && attempts > 1) {
    return closeImpersonationSession(adminId, audit, attempts - 1);
  }
  throw new Error(`impersonation end canceled (${codes.join(', ')})`);
}

/**
 * Ends every session naming the user (any admin's), for her deletion: one Query on gsi1, then a delete
 * of each still naming her (a session the admin replaced meanwhile is left alone). Returns how many.
 */
export async function endImpersonationsOf(targetUserId: string): Promise<number> {
  const { data } = await ImpersonationSessionEntity.query.byTarget({ targetUserId }).go({ pages: 'all' });
  const ended = await Promise.all(
    data.map((session) =>
      conditionalWrite(
        ImpersonationSessionEntity.delete({ adminId: session.adminId })
          .where(({ targetUserId: target }, { eq }) => eq(target, targetUserId))
          .go(),
      ),
    ),
  );
  return ended.filter(Boolean).length;
}
