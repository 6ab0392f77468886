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
  type ItemKey,
  type RawItem,
} from '../platform/data/raw-items';
import { nonZero, StatsEntity } from '../platform/data/stats';
import { entryKey, searchEntries, UserSearchEntry } from './user-search';

/** The counted items and the counters, in one transaction. */
const counted = new Service(
  { profile: Profile, result: ResultEntity, stats: StatsEntity },
  { client: documentClient, table: tableName },
);

/** The keys of the user's search entries (outside the partition, found only through the profile). */
function searchKeysOf(userId: string, profile: RawItem | undefined): ItemKey[] {
  if (!profile) return [];
  return searchEntries({
    userId,
    firstName: String(profile.firstName),
    lastName: String(profile.lastName),
    email: typeof profile.email === 'string' ? profile.email : null,
    createdAt: String(profile.createdAt),
  }).map((entry) => keyOf(UserSearchEntry.delete(entryKey(entry)).params().Key as RawItem));
}

/**
 * Deletes every item of a user, given the `USER#<id>` partition as one Query read it (`items`): the
 * user's search entries (outside it), what the statistics count (the profile and the diagnostic
 * results, with the counters), the rest, and the audit. When all of it fits in one transaction (100
 * operations: a user of a few diagnostics and plans) it is ONE transaction. Otherwise the search entries
 * and the uncounted items go first in batches (the entries before the profile that finds them), then
 * the counted items, counters and audit in ONE transaction. Safe to run again after a failure half-way:
 * what remains is found by the next Query. Returns how many items were deleted.
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
  const searchKeys = searchKeysOf(userId, profile);
  const rest = partition.filter((item) => !countedItems.has(item)).map(keyOf);
  const delta = nonZero({
    profiles: profile ? -1 : 0,
    results: -results.length,
    completedResults: -results.filter((result) => result.completed === true).length,
  });
  const countedOps = countedItems.size + (Object.keys(delta).length ? 1 : 0) + 1;
  const together = countedOps + searchKeys.length + rest.length <= MAX_TRANSACTION_ITEMS;
  if (!together) await batchWrite([...searchKeys, ...rest].map((key) => ({ delete: key })));

  const outcome = await counted.transaction
    .write(({ profile: profiles, result, stats }) => [
      ...(profile ? [profiles.delete({ userId }).commit()] : []),
      ...results.map((item) =>
        result
          .delete({ userId, diagnosticId: String(item.diagnosticId) })
          .where((attributes, { eq }) => eq(attributes.completed, item.completed === true))
          .commit(),
      ),
      ...(Object.keys(delta).length ? [stats.update({}).add(delta).commit()] : []),
      ...((together ? [...searchKeys, ...rest] : []).map((Key) => ({
        Delete: { TableName: tableName, Key },
      })) as never[]),
      ...auditOp(audit),
    ])
    .go();
  const codes = settled(outcome, audit);
  if (codes) throw new Error(`account deletion canceled (${codes.join(', ')})`);
  return partition.length + searchKeys.length;
}
