import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { matchesAll, searchText } from '../domain/user-search';
import { documentClient, tableName } from '../platform/data/client';
import { batchGet, type ItemKey, type RawItem } from '../platform/data/raw-items';

/**
 * The admin users search index (docs/decisions/0051-user-search-through-a-sharded-line-index.md):
 * USER_INDEX_SHARDS items `USERINDEX#<shard>` / `USERINDEX`, a user in the one her id hashes to, as ONE
 * attribute `u#<userId>` = `<createdAt> <searchText>` (functions/domain/user-search.ts). A line is set
 * and removed by an Update in the same transaction that writes or deletes the names it comes from; an
 * Update creates a missing shard item, so nothing is created beforehand. A search reads every shard
 * (BatchGetItem, its calls sent together: one round trip) and matches in memory.
 */
export const USER_INDEX_SHARDS = 256;

/** The attribute name of a user's line (a prefix keeps it apart from the item's keys). */
const LINE_PREFIX = 'u#';

export function shardOf(userId: string): number {
  return createHash('sha1').update(userId).digest().readUInt16BE(0) % USER_INDEX_SHARDS;
}

export const shardKey = (shard: number): ItemKey => ({
  pk: `USERINDEX#${String(shard).padStart(3, '0')}`,
  sk: 'USERINDEX',
});

export interface Searchable {
  userId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  createdAt: string;
}

/** `<createdAt> <searchText>`: an ISO time has no space, so the first space ends it. */
export const indexLine = (user: Searchable) => `${user.createdAt} ${searchText(user)}`;

/** The TransactWriteItems operation that sets the user's line (a raw item: pass it `as never`). */
export function setIndexLine(user: Searchable) {
  return {
    Update: {
      TableName: tableName,
      Key: shardKey(shardOf(user.userId)),
      UpdateExpression: 'SET #line = :line',
      ExpressionAttributeNames: { '#line': `${LINE_PREFIX}${user.userId}` },
      ExpressionAttributeValues: { ':line': indexLine(user) },
    },
  };
}

/** The TransactWriteItems operation that removes the user's line. */
export function removeIndexLine(userId: string) {
  return {
    Update: {
      TableName: tableName,
      Key: shardKey(shardOf(userId)),
      UpdateExpression: 'REMOVE #line',
      ExpressionAttributeNames: { '#line': `${LINE_PREFIX}${userId}` },
    },
  };
}

/** Lines set by one UpdateItem in a bulk write (its expression stays well under DynamoDB's 4 KB). */
const LINES_PER_UPDATE = 100;
const PARALLEL_UPDATES = 16;

/**
 * Many users' lines at once, outside any transaction, each shard's lines in a few UpdateItems (other
 * lines kept): the bench's seeded base and a backfill (scripts/backfill-user-index.ts).
 */
export async function writeIndexLines(users: readonly Searchable[]): Promise<void> {
  const byShard = new Map<number, Searchable[]>();
  for (const user of users) {
    const shard = shardOf(user.userId);
    let members = byShard.get(shard);
    if (!members) byShard.set(shard, (members = []));
    members.push(user);
  }
  const updates: Array<() => Promise<unknown>> = [];
  for (const [shard, members] of byShard) {
    for (let index = 0; index < members.length; index += LINES_PER_UPDATE) {
      const chunk = members.slice(index, index + LINES_PER_UPDATE);
      updates.push(() =>
        documentClient.send(
          new UpdateCommand({
            TableName: tableName,
            Key: shardKey(shard),
            UpdateExpression: `SET ${chunk.map((_, at) => `#l${at} = :l${at}`).join(', ')}`,
            ExpressionAttributeNames: Object.fromEntries(
              chunk.map((user, at) => [`#l${at}`, `${LINE_PREFIX}${user.userId}`]),
            ),
            ExpressionAttributeValues: Object.fromEntries(
              chunk.map((user, at) => [`:l${at}`, indexLine(user)]),
            ),
          }),
        ),
      );
    }
  }
  for (let index = 0; index < updates.length; index += PARALLEL_UPDATES) {
    await Promise.all(updates.slice(index, index + PARALLEL_UPDATES).map((update) => update()));
  }
}

export interface SearchHit {
  userId: string;
  createdAt: string;
}

/** Every shard item of the index (BatchGetItem, its calls sent together: one round trip). */
export const readIndex = () =>
  batchGet(Array.from({ length: USER_INDEX_SHARDS }, (_, shard) => shardKey(shard)));

/** The `[userId, line]` pairs one shard item holds. */
export const indexLinesOf = (shard: RawItem): Array<[string, string]> =>
  Object.entries(shard).flatMap(([name, value]) =>
    name.startsWith(LINE_PREFIX) && typeof value === 'string'
      ? [[name.slice(LINE_PREFIX.length), value] as [string, string]]
      : [],
  );

/** The users matching every word, newest first: every shard read at once, then matched here. */
export async function searchUserIds(words: readonly string[]): Promise<SearchHit[]> {
  if (words.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const shard of await readIndex()) {
    for (const [userId, line] of indexLinesOf(shard)) {
      const space = line.indexOf(' ');
      if (matchesAll(line, words, space + 1)) hits.push({ userId, createdAt: line.slice(0, space) });
    }
  }
  // Plain code-unit order (ISO times and ids are ASCII): localeCompare is far slower over 10,000 hits.
  const order = (hit: SearchHit) => `${hit.createdAt} ${hit.userId}`;
  return hits
    .map((hit) => ({ hit, key: order(hit) }))
    .sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0))
    .map(({ hit }) => hit);
}
