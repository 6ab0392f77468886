import { Entity } from 'electrodb';
import { leadingWord, matchesAll, searchTokens } from '../domain/user-search';
import { documentClient, tableName } from '../platform/data/client';
import { queryRaw } from '../platform/data/raw-items';
import { serviceName } from '../platform/data/table';
import { key } from '../platform/data/schema';

/**
 * The admin users search index: one entry per search token of each user (functions/domain/user-search.ts),
 * `USERSEARCH#<first character>` / `<token>#<userId>`, carrying the user's creation time and all tokens.
 * A search reads only the entries that begin with the term's longest word (one Query), then keeps the
 * users whose tokens match every word. Entries are written and removed in the same transaction as the
 * profile names they come from.
 */
export const UserSearchEntry = new Entity(
  {
    model: { entity: 'userSearchEntry', version: '1', service: serviceName },
    attributes: {
      initial: { type: 'string', required: true, readOnly: true },
      token: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true },
      tokens: { type: 'list', items: { type: 'string' }, required: true },
    },
    indexes: {
      byToken: {
        pk: key('pk', 'USERSEARCH#${initial}', ['initial']),
        sk: key('sk', '${token}#${userId}', ['token', 'userId']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export interface Searchable {
  userId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  createdAt: string;
}

/** The entries one user has in the index. */
export function searchEntries(user: Searchable) {
  const tokens = searchTokens(user);
  return tokens.map((token) => ({
    initial: token.slice(0, 1),
    token,
    userId: user.userId,
    createdAt: user.createdAt,
    tokens,
  }));
}

export type SearchEntry = ReturnType<typeof searchEntries>[number];
export const entryKey = (entry: SearchEntry) => ({
  initial: entry.initial,
  token: entry.token,
  userId: entry.userId,
});

/** The entries of `before` that `after` no longer has, and those it adds (a name change). */
export function entryChanges(before: Searchable, after: Searchable) {
  const old = searchEntries(before);
  const next = searchEntries(after);
  const oldTokens = new Set(old.map((entry) => entry.token));
  const sameTokens = old.length === next.length && next.every((entry) => oldTokens.has(entry.token));
  if (sameTokens) return { remove: [], put: [] };
  const nextTokens = new Set(next.map((entry) => entry.token));
  // Every entry carries the full token list, so all current entries are put again.
  return { remove: old.filter((entry) => !nextTokens.has(entry.token)), put: next };
}

export interface SearchHit {
  userId: string;
  createdAt: string;
}

/**
 * The users matching every word, newest first. One Query (every page) over the entries that begin
 * with the longest word, under that word's first character.
 */
export async function searchUserIds(words: readonly string[]): Promise<SearchHit[]> {
  const leading = leadingWord(words);
  if (!leading) return [];
  // One word: every entry read matches it, so the token lists are not needed (a smaller read).
  const single = words.length === 1;
  const items = await queryRaw({
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
    ExpressionAttributeValues: { ':pk': `USERSEARCH#${leading.slice(0, 1)}`, ':prefix': leading },
    ProjectionExpression: single ? 'userId, createdAt' : 'userId, createdAt, tokens',
  });
  const hits = new Map<string, SearchHit>();
  for (const item of items) {
    const userId = item.userId as string;
    if (hits.has(userId) || (!single && !matchesAll(item.tokens as string[], words))) continue;
    hits.set(userId, { userId, createdAt: item.createdAt as string });
  }
  return [...hits.values()].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.userId.localeCompare(a.userId),
  );
}
