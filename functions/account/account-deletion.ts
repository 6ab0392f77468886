import { Service } from 'electrodb';
import { auditOp, settled, type AuditEntry } from '../platform/data/audit-log';
import { documentClient, tableName } from '../platform/data/client';
import { ResultEntity } from '../diagnostics/diagnostic-results';
import { Profile } from './profiles';
import {
  batchWrite,
  entityOf,
  keyOf,
  MAX_TRANSACTION_ITEMS,
  queryPartition,
  type RawItem,
} from '../platform/data/raw-items';
import { nonZero, StatsEntity } from '../platform/data/stats';
import { retryingConflicts } from '../platform/data/conditions';
import { removeIndexLine } from './user-search';

/** The counted items and the counters, in one transaction. */
const counted = new Service(
  { profile: Profile, result: ResultEntity, stats: StatsEntity },
  { client: documentClient, table: tableName },
);

/**
 * Deletes every item of a user, given the `USER#<id>` partition as one Query read it (`items`): what
 * the statistics count (the profile and the diagnostic results, with the counters) with her line in the
 * search index (outside the partition: it goes with the profile), the rest, and the audit. When all of
 * it fits in one transaction (100 operations: a user of a few diagnostics and plans) it is ONE
 * transaction. Otherwise the uncounted items go first in batches, then the counted items, the search
 * line, counters and audit in ONE transaction. Safe to run again after a failure half-way: what remains
 * is found by the next Query. Returns how many items were deleted.
 */
export async function deleteAccountData(
  userId: string,
  audit: AuditEntry,
  items?: readonly RawItem[],
): Promise<number> {
  const partition = items ?? (await queryPartition(`USER#${userId}`));
  const profile = partition.find((item) => entityOf(item) === 'profile');
  const results = partition.filter((item) => entityOf(item) === 'diagnosticResult');
  const countedItems = new Set<RawItem>([...(profile ? [profile] : []), ...results]);
  const rest = partition.filter((item) => !countedItems.has(item)).map(keyOf);
  const delta = nonZero({
    profiles: profile ? -1 : 0,
    results: -results.length,
    completedResults: -results.filter((result) => result.completed === true).length,
  });
  // The line goes with the profile (without one, an earlier run removed both).
  const countedOps = countedItems.size + (profile ? 1 : 0) + (Object.keys(delta).length ? 1 : 0) + 1;
  const together = countedOps + rest.length <= MAX_TRANSACTION_ITEMS;
  if (!together) await batchWrite(rest.map((key) => ({ delete: key })));

  const outcome = await retryingConflicts(() =>
    counted.transaction
      .write(({ profile: profiles, result, stats }) => [
        ...(profile ? [profiles.delete({ userId }).commit()] : []),
        ...((profile ? [removeIndexLine(userId)] : []) as never[]),
        ...results.map((item) =>
          result
            .delete({ userId, diagnosticId: String(item.diagnosticId) })
            .where((attributes, { eq }) => eq(attributes.completed, item.completed === true))
            .commit(),
        ),
        ...(Object.keys(delta).length ? [stats.update({}).add(delta).commit()] : []),
        ...((together ? rest : []).map((Key) => ({
          Delete: { TableName: tableName, Key },
        })) as never[]),
        ...auditOp(audit),
      ])
      .go(),
  );
  const codes = settled(outcome, audit);
  if (codes) throw new Error(`account deletion canceled (${codes.join(', ')})`);
  return partition.length;
}
