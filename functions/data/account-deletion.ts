import { Service } from 'electrodb';
import { documentClient, tableName } from './client';
import { ResultEntity } from './diagnostic-results';
import { Profile } from './profiles';
import { batchWrite, entityOf, keyOf, queryPartition, type RawItem } from './raw-items';
import { nonZero, StatsEntity } from './stats';
import { entryKey, searchEntries, UserSearchEntry } from './user-search';

/** The counted items and the counters, in one transaction. */
const counted = new Service(
  { profile: Profile, result: ResultEntity, stats: StatsEntity },
  { client: documentClient, table: tableName },
);

/**
 * Deletes every item of a user: one Query of the `USER#<id>` partition; the user's search entries
 * (outside it); ONE transaction for what the statistics count (the profile and the diagnostic results,
 * with the counters); batched deletes of the rest. Safe to run again after a failure half-way:
 * what remains is found by the next Query. Returns how many items were deleted.
 */
export async function deleteAccountData(userId: string): Promise<number> {
  const items = await queryPartition(`USER#${userId}`);
  const profile = items.find((item) => entityOf(item) === 'profile');
  const results = items.filter((item) => entityOf(item) === 'diagnosticResult');
  const countedItems = new Set<RawItem>([...(profile ? [profile] : []), ...results]);

  const searchKeys = profile
    ? searchEntries({
        userId,
        firstName: String(profile.firstName),
        lastName: String(profile.lastName),
        email: typeof profile.email === 'string' ? profile.email : null,
        createdAt: String(profile.createdAt),
      }).map((entry) => keyOf(UserSearchEntry.delete(entryKey(entry)).params().Key as RawItem))
    : [];
  // First: entries outside the partition, found only through the profile that the transaction deletes.
  await batchWrite(searchKeys.map((key) => ({ delete: key })));

  if (countedItems.size > 0) {
    const delta = nonZero({
      profiles: profile ? -1 : 0,
      results: -results.length,
      completedResults: -results.filter((result) => result.completed === true).length,
    });
    const outcome = await counted.transaction
      .write(({ profile: profiles, result, stats }) => [
        ...(profile ? [profiles.delete({ userId }).commit()] : []),
        ...results.map((item) =>
          result
            .delete({ userId, diagnosticId: String(item.diagnosticId) })
            .where((attributes, { eq }) => eq(attributes.completed, item.completed === true))
            .commit(),
        ),
        stats.update({}).add(delta).commit(),
      ])
      .go();
    if (outcome.canceled) {
      const codes = (outcome.data as { code?: string }[]).map((item) => item.code);
      throw new Error(`account deletion canceled (${codes.join(', ')})`);
    }
  }

  const rest = items.filter((item) => !countedItems.has(item)).map(keyOf);
  await batchWrite(rest.map((key) => ({ delete: key })));
  return items.length + searchKeys.length;
}
