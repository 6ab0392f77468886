import {
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type PutCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { documentClient, tableName } from './client';
import { keyOf, queryRaw } from './raw-items';
import { expiresIn, RETENTION_SECONDS } from './expiry';
import { serviceName, tableSchema } from './table';
import { key } from './schema';

/**
 * The admin audit trail: one item per admin write, `AUDIT#<yyyy-MM>` / `<at>#<requestId>#<action>`
 * (a month is one Query), and under gsi1 `AUDIT_TARGET#<target>` / `<at>` (one target's history is one
 * Query). A target is `user:<userId>` or a content item (`onboarding`, `diagnostic:<id>`, …). Kept when
 * the target user is deleted, without the e-mail (functions/account/delete-account.ts), until its TTL.
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
      details: { type: CustomAttributeType<unknown>('any') },
      /** DynamoDB's TTL: the trail is kept RETENTION_SECONDS.auditRecord after the write. */
      ttl: {
        type: 'number',
        field: tableSchema.timeToLiveAttribute,
        watch: '*',
        set: () => expiresIn(RETENTION_SECONDS.auditRecord),
      },
    },
    indexes: {
      byMonth: {
        pk: key('pk', 'AUDIT#${month}', ['month']),
        sk: key('sk', '${at}#${requestId}#${action}', ['at', 'requestId', 'action']),
      },
      byTarget: {
        index: 'gsi1',
        pk: key('gsi1pk', 'AUDIT_TARGET#${target}', ['target']),
        sk: key('gsi1sk', '${at}', ['at']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export type AuditItem = EntityItem<typeof AuditEntity>;

export type AuditRecord = Omit<AuditItem, 'month'>;

/** A TransactWriteItems Put in the document client's shape (ElectroDB's put `.params()`). */
type PutTransactItem = Record<string, unknown>;

/**
 * An admin write's audit record, ready to ride in the transaction of the write it records: the
 * record exists exactly when the write does (docs/decisions/0023-admin-impersonation-and-audit-trail.md). `put` goes into the
 * TransactWriteItems; `written()` is called once that transaction went through.
 */
export interface AuditEntry {
  readonly put: { Put: PutTransactItem };
  readonly written: () => void;
}

/**
 * How a data function receives its audit: the entry itself, or a function making it from what the
 * write is about to store (an id generated inside, the user's e-mail read inside, a count).
 */
export type AuditOf<T> = AuditEntry | ((written: T) => AuditEntry);

export const auditEntryOf = <T>(audit: AuditOf<T>, written: T): AuditEntry =>
  typeof audit === 'function' ? audit(written) : audit;

/** The audit item as a transaction's Put. */
export function auditPut(record: AuditRecord): { Put: PutTransactItem } {
  return { Put: AuditEntity.put({ ...record, month: record.at.slice(0, 7) }).params() };
}

/**
 * The audit entry as the last operation of an ElectroDB transaction: `[...writes, ...auditOp(audit)]`
 * (typed `never` so the callback's inferred operation types stay those of the writes).
 */
export const auditOp = (audit: AuditEntry): never[] => [audit.put as never];

/**
 * The end of an audited ElectroDB transaction: null when it went through (the entry's log line
 * follows), else one code per operation (`ConditionalCheckFailed` where a condition refused it).
 */
export function settled(outcome: { canceled: boolean; data: unknown[] }, audit: AuditEntry): string[] | null {
  if (!outcome.canceled) {
    audit.written();
    return null;
  }
  return (outcome.data as { code?: string }[]).map((entry) => entry.code ?? 'None');
}

/** The audit item alone, for an action that writes nothing else (an upload grant). */
export async function writeAuditAlone(audit: AuditEntry): Promise<void> {
  await documentClient.send(new PutCommand(audit.put.Put as unknown as PutCommandInput));
  audit.written();
}

/** Why a transaction was canceled: one code per item, in order (`None` for the items that were fine). */
const cancellationCodes = (error: unknown): string[] | null => {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
};

/**
 * ONE TransactWriteItems of `items` and the audit entry (last). Answers null when it went through, or
 * the cancellation codes of `items` when a condition refused it (nothing written); throws otherwise.
 */
export async function transactAudited(items: readonly object[], audit: AuditEntry): Promise<string[] | null> {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [...items, audit.put] as TransactWriteCommandInput['TransactItems'],
      }),
    );
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.includes('ConditionalCheckFailed')) return codes.slice(0, items.length);
    throw error;
  }
  audit.written();
  return null;
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

/**
 * After a user's deletion: her records keep the user id (`target`) but no longer her e-mail (the
 * `targetEmail`, and wherever `details` quoted it), and each carries the trail's TTL. One Query on gsi1,
 * one UpdateItem per record that still names the e-mail or lacks a TTL. Returns how many were changed.
 */
export async function forgetEmailInAudit(userId: string, email: string | null): Promise<number> {
  const records = await queryRaw({
    IndexName: tableSchema.globalIndexes[0].name,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': tableSchema.globalIndexes[0].partitionKey },
    ExpressionAttributeValues: { ':pk': `AUDIT_TARGET#${userTarget(userId)}` },
  });
  const ttl = expiresIn(RETENTION_SECONDS.auditRecord);
  const changed = records.filter(
    (record) =>
      record.targetEmail !== undefined ||
      record[tableSchema.timeToLiveAttribute] === undefined ||
      (email !== null && JSON.stringify(record.details ?? null).includes(email)),
  );
  await Promise.all(
    changed.map((record) => {
      const details =
        email === null
          ? (record.details ?? null)
          : JSON.parse(JSON.stringify(record.details ?? null).replaceAll(email, userTarget(userId)));
      return documentClient.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keyOf(record),
          UpdateExpression: 'REMOVE targetEmail SET details = :details, #ttl = if_not_exists(#ttl, :ttl)',
          ExpressionAttributeNames: { '#ttl': tableSchema.timeToLiveAttribute },
          ExpressionAttributeValues: { ':details': details, ':ttl': ttl },
        }),
      );
    }),
  );
  return changed.length;
}
