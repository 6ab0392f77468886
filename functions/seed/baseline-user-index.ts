import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../platform/data/client';
import { isConditionalFailure } from '../platform/data/conditions';
import { batchWrite, entityOf, type RawItem } from '../platform/data/raw-items';
import { StatsEntity } from '../platform/data/stats';
import { searchEntries, UserSearchEntry } from '../account/user-search';

/**
 * A one-time migration for tables that hold users from before the admin statistics and the users
 * search index existed (a local data directory, a deployed stage): when the statistics item has no
 * `baselineAt`, ONE Scan (deploy or start-up time, never a request) counts the profiles and the
 * diagnostic results, puts every profile's search entries, and sets those counters with `baselineAt`.
 * From then on every write keeps them. On a new table it finds nothing and only sets the mark.
 * Writes made by users during the Scan (a deployed stage that is live) may be counted twice or not at
 * all: docs/architecture.md "Admin statistics" says how to correct a counter.
 */
export async function baselineUserIndex(): Promise<{ ran: boolean; profiles: number }> {
  const { data: stats } = await StatsEntity.get({}).go({ attributes: ['baselineAt'] });
  if (stats?.baselineAt) return { ran: false, profiles: 0 };

  const profiles: RawItem[] = [];
  let results = 0;
  let completedResults = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#e IN (:profile, :result)',
        ExpressionAttributeNames: { '#e': '__edb_e__' },
        ExpressionAttributeValues: { ':profile': 'profile', ':result': 'diagnosticResult' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of (page.Items ?? []) as RawItem[]) {
      if (entityOf(item) === 'profile') profiles.push(item);
      else {
        results += 1;
        if (item.completed === true) completedResults += 1;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);

  const entries = profiles.flatMap((profile) =>
    searchEntries({
      userId: String(profile.userId),
      firstName: String(profile.firstName ?? ''),
      lastName: String(profile.lastName ?? ''),
      email: typeof profile.email === 'string' ? profile.email : null,
      createdAt: String(profile.createdAt),
    }),
  );
  await batchWrite(entries.map((entry) => ({ put: UserSearchEntry.put(entry).params().Item as RawItem })));

  const key = StatsEntity.get({}).params().Key as Record<string, unknown>;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET profiles = :p, results = :r, completedResults = :c, baselineAt = :at',
        ConditionExpression: 'attribute_not_exists(baselineAt)',
        ExpressionAttributeValues: {
          ':p': profiles.length,
          ':r': results,
          ':c': completedResults,
          ':at': new Date().toISOString(),
        },
      }),
    );
  } catch (error) {
    if (isConditionalFailure(error)) return { ran: false, profiles: 0 };
    throw error;
  }
  return { ran: true, profiles: profiles.length };
}
