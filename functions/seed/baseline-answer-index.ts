import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../platform/data/client';
import { AnswerEntity, ResultEntity } from '../diagnostics/diagnostic-results';
import { isConditionalFailure } from '../platform/data/conditions';
import { keyOf, type RawItem } from '../platform/data/raw-items';
import { StatsEntity } from '../platform/data/stats';

const PARALLEL_UPDATES = 16;

/** The gsi1 keys an answer or a result has when written today (ElectroDB computes them). */
function indexKeysOf(item: RawItem): { gsi1pk: string; gsi1sk: string } | null {
  const identity = { userId: String(item.userId), diagnosticId: String(item.diagnosticId) };
  const params =
    item.__edb_e__ === 'diagnosticAnswer'
      ? AnswerEntity.put({ ...identity, questionId: String(item.questionId), metadata: {} }).params()
      : item.__edb_e__ === 'diagnosticResult'
        ? ResultEntity.put({ ...identity, completed: false }).params()
        : null;
  const written = params?.Item as { gsi1pk?: string; gsi1sk?: string } | undefined;
  return written?.gsi1pk && written.gsi1sk ? { gsi1pk: written.gsi1pk, gsi1sk: written.gsi1sk } : null;
}

/**
 * A one-time migration for tables written before answers and results were indexed by question and
 * by diagnostic (gsi1 `QANSWERS#…` and `DRESULTS#…`, which deleting a question or a diagnostic reads):
 * when the statistics item has no `answerIndexAt`, ONE Scan (deploy or start-up time, never a request)
 * finds the answers and results without gsi1 keys and sets them, then sets the mark. Setting a key is
 * idempotent, so an interrupted run is finished by the next one.
 */
export async function baselineAnswerIndex(): Promise<{ ran: boolean; indexed: number }> {
  const { data: stats } = await StatsEntity.get({}).go({ attributes: ['answerIndexAt'] });
  if (stats?.answerIndexAt) return { ran: false, indexed: 0 };

  let indexed = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#e IN (:answer, :result) AND attribute_not_exists(gsi1pk)',
        ExpressionAttributeNames: { '#e': '__edb_e__' },
        ExpressionAttributeValues: { ':answer': 'diagnosticAnswer', ':result': 'diagnosticResult' },
        ExclusiveStartKey: start,
      }),
    );
    const items = (page.Items ?? []) as RawItem[];
    for (let index = 0; index < items.length; index += PARALLEL_UPDATES) {
      await Promise.all(
        items.slice(index, index + PARALLEL_UPDATES).map(async (item) => {
          const keys = indexKeysOf(item);
          if (!keys) return;
          try {
            await documentClient.send(
              new UpdateCommand({
                TableName: tableName,
                Key: keyOf(item),
                UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
                // Deleted since the Scan read it: nothing to index.
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':pk': keys.gsi1pk, ':sk': keys.gsi1sk },
              }),
            );
            indexed += 1;
          } catch (error) {
            if (!isConditionalFailure(error)) throw error;
          }
        }),
      );
    }
    start = page.LastEvaluatedKey;
  } while (start);

  await StatsEntity.update({}).set({ answerIndexAt: new Date().toISOString() }).go();
  return { ran: true, indexed };
}
