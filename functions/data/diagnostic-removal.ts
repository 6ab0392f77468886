import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { coreDiagnosticSlugs } from '../contracts/diagnostics';
import { adminDiagnosticsMessages } from '../contracts/messages/admin-diagnostics';
import { adminQuestionsMessages } from '../contracts/messages/admin-questions';
import { DomainError } from '../domain/errors';
import { documentClient, tableName } from './client';
import { DiagnosticEntity, diagnosticPartition } from './diagnostics';
import { batchWrite, keyOf, queryRaw, type ItemKey } from './raw-items';
import { StatsEntity } from './stats';

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
 * has a result for (their history and analyses refer to it: unpublishing hides it instead). Otherwise
 * the diagnostic disappears at once, in ONE transaction with the statistics counter; its questions,
 * options and weights follow (no answers exist: answers come with a result). If those deletes fail
 * half-way, what is left has no diagnostic, is seen by nobody, and is cleared before anything is
 * created under the same id again (clearPartitionFor).
 */
export async function deleteDiagnostic(diagnosticId: string): Promise<void> {
  if ((coreDiagnosticSlugs as readonly string[]).includes(diagnosticId)) {
    throw new DomainError('conflict', text.coreDiagnostic);
  }
  const [meta, results] = await Promise.all([
    documentClient.send(new GetCommand({ TableName: tableName, Key: metaKey(diagnosticId) })),
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
  if (!meta.Item) throw new DomainError('not-found', adminDiagnosticsMessages.notFound);
  if (meta.Item.isPublished === true) throw new DomainError('conflict', text.diagnosticPublished);
  if ((results.Items ?? []).length > 0) throw new DomainError('conflict', text.diagnosticHasResults);

  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName,
              Key: metaKey(diagnosticId),
              ConditionExpression: 'isPublished = :false',
              ExpressionAttributeValues: { ':false': false },
            },
          },
          ...(meta.Item.counted === true
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
        ],
      }),
    );
  } catch (error) {
    // The diagnostic was published (or deleted) since it was read.
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (reasons?.[0]?.Code === 'ConditionalCheckFailed') {
      throw new DomainError('conflict', text.diagnosticPublished);
    }
    throw error;
  }
  const keys = await partitionKeys(diagnosticId);
  await batchWrite(keys.map((key) => ({ delete: key })));
}
