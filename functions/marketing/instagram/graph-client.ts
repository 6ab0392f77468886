import * as z from 'zod';
import { DEFAULT_INSTAGRAM_GRAPH_URL } from '../../platform/config/instagram';
import { log } from '../../platform/http/log';
import { classifyGraphAnswer, graphFailure, InstagramGraphError, usagePercent } from './graph-errors';

/**
 * Meta's Instagram Graph API, Business Discovery: a professional account (the operator's, `accountId`)
 * reads another business or creator account's public counts and recent media by username.
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/business_discovery
 * https://developers.facebook.com/docs/instagram-platform/instagram-api-with-facebook-login/business-discovery
 *
 *   GET {base}/{accountId}?fields=business_discovery.username(NAME){username,followers_count,
 *       follows_count,media_count,media.limit(25){id,caption,like_count,comments_count,timestamp,
 *       media_type,media_product_type}}&access_token=…
 *
 * The media edge pages with field expansion (`media.after(CURSOR).limit(N)`), the cursor from the
 * previous answer's `media.paging.cursors.after`; reading stops at MAX_POSTS or at a page not full. The token goes in the
 * `access_token` parameter as Meta's examples send it; the URL is never logged nor put in an error.
 * Only the configured host is fetched: the URL is built from the config and redirects are not followed.
 */

/** Meta's Graph base with the version pinned (the version in Meta's Business Discovery examples). */
export const GRAPH_API_BASE = DEFAULT_INSTAGRAM_GRAPH_URL;
/** Media per request: the Graph API's default page size. */
export const MEDIA_PAGE_SIZE = 25;
/** Posts read per profile (two pages): see docs/decisions/0053. */
export const MAX_POSTS = 50;
export const REQUEST_TIMEOUT_MS = 10_000;

export interface RetryPolicy {
  /** Tries per request, the first included. */
  attempts: number;
  /** The backoff before the 2nd try, doubled for each next one, when Meta gives no wait. */
  baseDelayMs: number;
  /** The most a whole profile read may spend waiting; a longer wait asked by Meta fails at once. */
  maxTotalWaitMs: number;
}
export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 1000, maxTotalWaitMs: 10_000 };

export interface GraphClientConfig {
  /** Default GRAPH_API_BASE; https, or http on loopback only (the local stand-in). */
  baseUrl?: string;
  accessToken: string;
  /** The operator's Instagram professional account id (numeric). */
  accountId: string;
  maxPosts?: number;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Tests: a clock that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Instagram usernames: letters, digits, '.' and '_', at most 30 characters. Checked before the name is
 * put in the fields expression, so no field syntax ('(', '{', ',') can ride in with it.
 */
export const INSTAGRAM_USERNAME = /^[A-Za-z0-9._]{1,30}$/;
export const isInstagramUsername = (name: string): boolean => INSTAGRAM_USERNAME.test(name);

/** Graph cursors are base64 (url-safe or not); anything else ends the paging rather than enter the query. */
const CURSOR = /^[A-Za-z0-9+/_=-]{1,512}$/;

const count = z.number().int().min(0);
export const graphMediaSchema = z.object({
  id: z.string().min(1),
  caption: z.string().optional(),
  /** Absent when the owner hides like counts. */
  like_count: count.optional(),
  comments_count: count.optional(),
  timestamp: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'timestamp'),
  media_type: z.string(),
  media_product_type: z.string().optional(),
});
export type GraphMedia = z.infer<typeof graphMediaSchema>;

const mediaPageSchema = z.object({
  data: z.array(graphMediaSchema),
  paging: z
    .object({
      cursors: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
      next: z.string().optional(),
    })
    .optional(),
});

const businessDiscoveryAnswerSchema = z.object({
  business_discovery: z.object({
    username: z.string().min(1),
    followers_count: count,
    follows_count: count,
    media_count: count,
    media: mediaPageSchema.optional(),
  }),
});

export interface GraphProfile {
  username: string;
  followers_count: number;
  follows_count: number;
  media_count: number;
  /** The most recent posts, newest first, at most `maxPosts`. */
  media: GraphMedia[];
}

const MEDIA_FIELDS = 'id,caption,like_count,comments_count,timestamp,media_type,media_product_type';

/** The `fields` expression for one page (the username and cursor already checked). */
export function businessDiscoveryFields(username: string, limit: number, after?: string): string {
  const media = `media${after ? `.after(${after})` : ''}.limit(${limit}){${MEDIA_FIELDS}}`;
  return `business_discovery.username(${username}){username,followers_count,follows_count,media_count,${media}}`;
}

function checkedBase(baseUrl: string): URL {
  const url = new URL(baseUrl.replace(/\/+$/, ''));
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new Error('INSTAGRAM_GRAPH_URL must be an https URL (http only on loopback)');
  if (url.username || url.password || url.search || url.hash)
    throw new Error('INSTAGRAM_GRAPH_URL must be a plain base URL');
  return url;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface GraphClient {
  /** One profile's public counts and recent media, or an InstagramGraphError. */
  fetchProfile(username: string): Promise<GraphProfile>;
}

export function createGraphClient(config: GraphClientConfig): GraphClient {
  const base = checkedBase(config.baseUrl ?? GRAPH_API_BASE);
  if (!/^\d{1,32}$/.test(config.accountId)) throw new Error('INSTAGRAM_ACCOUNT_ID must be numeric');
  if (!config.accessToken) throw new Error('INSTAGRAM_ACCESS_TOKEN is empty');
  const maxPosts = Math.max(1, config.maxPosts ?? MAX_POSTS);
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const retry = { ...DEFAULT_RETRY, ...config.retry };
  const sleep = config.sleep ?? defaultSleep;
  const redact = (text: string) => text.split(config.accessToken).join('[token]');

  async function once(username: string, fields: string): Promise<unknown> {
    const url = new URL(`${base.pathname.replace(/\/+$/, '')}/${config.accountId}`, base.origin);
    url.searchParams.set('fields', fields);
    url.searchParams.set('access_token', config.accessToken);
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: 'manual',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw graphFailure(
        'transient',
        username,
        timedOut ? `no answer within ${timeoutMs} ms` : redact(`network error: ${(error as Error).message}`),
      );
    }
    const body: unknown = await response.json().catch(() => undefined);
    const usage = usagePercent(response.headers);
    if (usage !== null && usage >= 75) log('warn', 'instagram graph usage high', { usagePercent: usage });
    const isError = typeof body === 'object' && body !== null && 'error' in body;
    if (response.status >= 300 || isError) {
      throw classifyGraphAnswer(response.status, body, response.headers, username);
    }
    return body;
  }

  /** One request, retried while the failure is transient or a rate limit and the wait budget lasts. */
  async function withRetry(username: string, fields: string, budget: { waitedMs: number }) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(username, fields);
      } catch (error) {
        if (!(error instanceof InstagramGraphError) || !error.retryable || attempt >= retry.attempts)
          throw error;
        const backoff = retry.baseDelayMs * 2 ** (attempt - 1);
        const waitMs = Math.max(backoff, error.waitMs ?? 0);
        if (budget.waitedMs + waitMs > retry.maxTotalWaitMs) throw error;
        log('warn', 'instagram graph retry', {
          username,
          kind: error.kind,
          diagnostic: error.diagnostic,
          attempt,
          waitMs,
        });
        await sleep(waitMs);
        budget.waitedMs += waitMs;
      }
    }
  }

  return {
    async fetchProfile(username) {
      if (!isInstagramUsername(username))
        throw graphFailure('invalid-username', username, 'username outside Instagram charset');
      const budget = { waitedMs: 0 };
      const media: GraphMedia[] = [];
      let profile: Omit<GraphProfile, 'media'> | null = null;
      let after: string | undefined;
      do {
        const limit = Math.min(MEDIA_PAGE_SIZE, maxPosts - media.length);
        const body = await withRetry(username, businessDiscoveryFields(username, limit, after), budget);
        const parsed = businessDiscoveryAnswerSchema.safeParse(body);
        if (!parsed.success) {
          const paths = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)');
          throw graphFailure(
            'unexpected',
            username,
            `answer outside the documented shape at ${paths.join(', ')}`,
          );
        }
        const { media: page, ...counts } = parsed.data.business_discovery;
        profile ??= counts;
        media.push(...(page?.data ?? []));
        // A full page with an `after` cursor may have more behind it (`paging.next` is not relied on: a
        // nested edge's paging is read from its cursors).
        const cursor = page?.paging?.cursors?.after;
        const full = (page?.data.length ?? 0) >= limit;
        after = full && cursor && CURSOR.test(cursor) ? cursor : undefined;
      } while (after && media.length < maxPosts);
      return { ...profile!, media: media.slice(0, maxPosts) };
    },
  };
}
