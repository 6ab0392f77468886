import { Entity, type EntityItem } from 'electrodb';
import { documentClient, tableName } from './client';
import { serviceName } from './table';

/**
 * The admin audit trail: one item per admin write, `AUDIT#<yyyy-MM>` / `<at>#<requestId>#<action>`
 * (a month is one Query), and under gsi1 `AUDIT_TARGET#<target>` / `<at>` (one target's history is one
 * Query). A target is `user:<userId>` or a content item (`onboarding`, `diagnostic:<id>`, …). Kept when
 * the target user is deleted: the trail outlives the account.
 */
export const AuditEntity = new Entity(
  {
    model: { entity: 'auditRecord', version: '1', service: serviceName },
    attributes: {
      month: { type: 'string', required: true, readOnly: true },
      at: { type: 'string', required: true, readOnly: true },
      requestId: { type: 'string', required: true, readOnly: true },
      action: { type: 'string', required: true, readOnly: true },
      actorId: { type: 'string', required: true, readOnly: true },
      target: { type: 'string', required: true, readOnly: true },
      targetEmail: { type: 'string' },
      details: { type: 'any' },
    },
    indexes: {
      byMonth: {
        pk: { field: 'pk', composite: ['month'], template: 'AUDIT#${month}', casing: 'none' },
        sk: {
          field: 'sk',
          composite: ['at', 'requestId', 'action'],
          template: '${at}#${requestId}#${action}',
          casing: 'none',
        },
      },
      byTarget: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['target'],
          template: 'AUDIT_TARGET#${target}',
          casing: 'none',
        },
        sk: { field: 'gsi1sk', composite: ['at'], template: '${at}', casing: 'none' },
      },
    },
  },
  { client: documentClient, table: tableName },
);

export type AuditItem = EntityItem<typeof AuditEntity>;

export async function putAuditRecord(record: Omit<AuditItem, 'month'>): Promise<void> {
  await AuditEntity.put({ ...record, month: record.at.slice(0, 7) }).go();
}

/** A month's records (yyyy-MM), oldest first. */
export async function listAuditMonth(month: string): Promise<AuditItem[]> {
  const { data } = await AuditEntity.query.byMonth({ month }).go({ pages: 'all' });
  return data;
}

/** The audit target naming a user. */
export const userTarget = (userId: string) => `user:${userId}`;

/** One target's records, oldest first. */
export async function listAuditOfTarget(target: string): Promise<AuditItem[]> {
  const { data } = await AuditEntity.query.byTarget({ target }).go({ pages: 'all' });
  return data;
}

/** One user's records, oldest first. */
export const listAuditOfUser = (userId: string) => listAuditOfTarget(userTarget(userId));
