import { CustomAttributeType, Entity } from 'electrodb';
import { instagramProfileSchema, type InstagramProfile } from '../../contracts/instagram-analysis';
import { documentClient, tableName } from '../../platform/data/client';
import { now } from '../../platform/data/clock';
import { epochSeconds } from '../../platform/data/expiry';
import { serviceName, tableSchema } from '../../platform/data/table';
import { key } from '../../platform/data/schema';

/**
 * The computed profile of a username, shared by every user for CACHE_SECONDS (decision 0054): three
 * users comparing the same competitor cost one Graph read. `IGCACHE#<username>` / `PROFILE`, holding
 * only what the analysis shows (public counts and what is computed from them and from the captions:
 * averages, rate, type, time and hashtag labels), never the captions or the media themselves.
 * DynamoDB deletes it after its `ttl`, which may take days: the reader checks `fetchedAt` itself.
 */
export const CACHE_SECONDS = 6 * 60 * 60;

export const InstagramProfileCacheEntity = new Entity(
  {
    model: { entity: 'instagramProfileCache', version: '1', service: serviceName },
    attributes: {
      username: { type: 'string', required: true, readOnly: true },
      profile: { type: CustomAttributeType<unknown>('any'), required: true },
      fetchedAt: { type: 'string', required: true },
      ttl: { type: 'number', field: tableSchema.timeToLiveAttribute },
    },
    indexes: {
      byUsername: {
        pk: key('pk', 'IGCACHE#${username}', ['username']),
        sk: key('sk', 'PROFILE', []),
      },
    },
  },
  { client: documentClient, table: tableName },
);

/** Instagram names are case-insensitive: one entry per lower-cased name. */
const cacheKey = (username: string) => username.toLowerCase();

/** The cached profile of a username, or null when there is none younger than CACHE_SECONDS. */
export async function cachedProfile(username: string): Promise<InstagramProfile | null> {
  const { data } = await InstagramProfileCacheEntity.get({ username: cacheKey(username) }).go();
  if (!data) return null;
  const age = epochSeconds(now()) - epochSeconds(data.fetchedAt);
  if (!(age >= 0 && age < CACHE_SECONDS)) return null;
  const parsed = instagramProfileSchema.safeParse(data.profile);
  return parsed.success ? parsed.data : null;
}

export async function cacheProfile(username: string, profile: InstagramProfile): Promise<void> {
  const fetchedAt = now();
  await InstagramProfileCacheEntity.put({
    username: cacheKey(username),
    profile,
    fetchedAt,
    ttl: epochSeconds(fetchedAt) + CACHE_SECONDS,
  }).go();
}

/** Tests: forget a username's cached profile. */
export async function forgetCachedProfile(username: string): Promise<void> {
  await InstagramProfileCacheEntity.delete({ username: cacheKey(username) }).go();
}
