import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { coreDiagnosticSlugs } from '../contracts/diagnostics';
import { adminDiagnosticsMessages } from '../contracts/messages/admin-diagnostics';
import { adminQuestionsMessages } from '../contracts/messages/admin-questions';
import { DomainError } from '../domain/errors';
import { documentClient, tableName } from '../platform/data/client';
import { DiagnosticEntity, diagnosticPartition } from './diagnostics';
import { transactAudited, type AuditEntry } from '../platform/data/audit-log';
import { batchWrite, keyOf, MAX_TRANSACTION_ITEMS, queryRaw, type ItemKey } from '../platform/data/raw-items';
import { StatsEntity } from '../platform/data/stats';

const text = adminQuestionsMessages;
const metaKey = (diagnosticId: string) => DiagnosticEntity.get({ diagnosticId }).params().Key as ItemKey;
const statsKey = () => StatsEntity.get({}).params().Key as ItemKey;

/** The keys of every item of a diagnostic's partition (one Query, keys only). */
async function partitionKeys(diagnosticId: string): Promise<ItemKey[]> {
  const items = await queryRaw({
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': 'pk' },
    ExpressionAttributeValues: { ':pk': diagnosticPartition(diagnosticId) },
    ProjectionExpression: 'pk, sk',
  });
  return items.map(keyOf);
}

/**
 * Before a diagnostic is created under an id: refused when one exists; items a failed deletion or
 * import left in the partition without their diagnostic (invisible to everyone) are deleted first,
 * so a new diagnostic never inherits them. One Query, plus the deletes when there are any.
 */
export async function clearPartitionFor(diagnosticId: string): Promise<'free' | 'taken'> {
  const keys = await partitionKeys(diagnosticId);
  if (keys.some((key) => key.sk === 'META')) return 'taken';
  if (keys.length > 0) await batchWrite(keys.map((key) => ({ delete: key })));
  return 'free';
}

/**
 * Deletes a diagnostic the admin no longer wants. Refused for the journey's four diagnostics, for a
 * published one (withdraw it first, so nobody starts answering meanwhile) and for one that any user
 * has a result for (their history and analyses refer to it: unpublishing hides it instead). Its
 * partition and one result on gsi1 are read together; then META goes with the statistics counter and
 * the audit in ONE transaction, which also holds the questions, options and weights when they fit
 * (100 operations; no answers exist: answers come with a result). A larger diagnostic's questions
 * follow in batches; if those fail half-way, what is left has no diagnostic, is seen by nobody, and
 * is cleared before anything is created under the same id again (clearPartitionFor).
 */
export async function deleteDiagnostic(diagnosticId: string, audit: AuditEntry): Promise<void> {
  if ((coreDiagnosticSlugs as readonly string[]).includes(diagnosticId)) {
    throw new DomainError('conflict', text.coreDiagnostic);
  }
  const [items, results] = await Promise.all([
    queryRaw({
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'pk' },
      ExpressionAttributeValues: { ':pk': diagnosticPartition(diagnosticId) },
      ProjectionExpression: 'pk, sk, isPublished, counted',
    }),
    documentClient.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': `DRESULTS#${diagnosticId}` },
        Limit: 1,
      }),
    ),
  ]);
  const meta = items.find((item) => item.sk === 'META');
  if (!meta) throw new DomainError('not-found', adminDiagnosticsMessages.notFound);
  if (meta.isPublished === true) throw new DomainError('conflict', text.diagnosticPublished);
  if ((results.Items ?? []).length > 0) throw new DomainError('conflict', text.diagnosticHasResults);

  const contents = items.filter((item) => item !== meta).map(keyOf);
  const own = [
    {
      Delete: {
        TableName: tableName,
        Key: metaKey(diagnosticId),
        ConditionExpression: 'isPublished = :false',
        ExpressionAttributeValues: { ':false': false },
      },
    },
    ...(meta.counted === true
      ? [
          {
            Update: {
              TableName: tableName,
              Key: statsKey(),
              UpdateExpression: 'ADD #diagnostics :minusOne',
              ExpressionAttributeNames: { '#diagnostics': 'diagnostics' },
              ExpressionAttributeValues: { ':minusOne': -1 },
            },
          },
        ]
      : []),
  ];
  const together = own.length + contents.length + 1 <= MAX_TRANSACTION_ITEMS;
  const codes = await transactAudited(
    [...own, ...(together ? contents.map((Key) => ({ Delete: { TableName: tableName, Key } })) : [])],
    audit,
  );
  // The diagnostic was published (or deleted) since it was read.
  if (codes) throw new DomainError('conflict', text.diagnosticPublished);
  if (!together) await batchWrite(contents.map((key) => ({ delete: key })));
}
