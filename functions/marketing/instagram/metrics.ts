import type { InstagramProfile } from '../../contracts/instagram-analysis';
import { instagramGraphMessages } from '../../contracts/messages/instagram-graph';
import type { GraphMedia, GraphProfile } from './graph-client';

/**
 * What the Instagram screens show, computed from a Business Discovery read (issue #38, item 4). Pure.
 *
 * - followers, following, posts: the account's own counts (posts = all its media, not just those read).
 * - likes_avg, comments_avg: over the posts read. A post whose owner hides like counts has no
 *   `like_count`: it is left out of the likes average (counting it as 0 would understate the profile),
 *   and likewise a post without `comments_count` from the comments average.
 * - engagement_rate = (likes_avg + comments_avg) / followers × 100, stored unrounded (the screen shows
 *   one decimal); 0 for an account without followers.
 * - best content types, posting times and hashtags rank posts by their engagement (likes + comments),
 *   over the posts whose both counts are known, and need a minimum sample so one lucky post does not
 *   make a rule.
 */

export const TIME_ZONE = 'America/Sao_Paulo';
/** Posts a content type, a posting slot (weekday + hour) or a hashtag needs before it is ranked. */
export const MIN_SAMPLE = 2;
export const TOP_CONTENT_TYPES = 3;
export const TOP_POSTING_TIMES = 3;
export const TOP_HASHTAGS = 5;

const text = instagramGraphMessages;

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Portuguese label of a post's format: reels are VIDEO media with the REELS product type. */
export function contentTypeLabel(media: Pick<GraphMedia, 'media_type' | 'media_product_type'>): string {
  if (media.media_type === 'VIDEO')
    return media.media_product_type === 'REELS' ? text.contentTypes.REELS : text.contentTypes.VIDEO;
  if (media.media_type === 'CAROUSEL_ALBUM') return text.contentTypes.CAROUSEL_ALBUM;
  return text.contentTypes.IMAGE;
}

const weekdayHour = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday (0 = Sunday) and hour in São Paulo of a Graph timestamp. */
export function saoPauloSlot(timestamp: string): { weekday: number; hour: number } {
  const parts = weekdayHour.formatToParts(new Date(timestamp));
  const weekday = WEEKDAYS.indexOf(parts.find((part) => part.type === 'weekday')?.value ?? '');
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return { weekday, hour };
}

/** Hashtags of a caption, lower-case, each once. Letters include accents ('#confeitariaartesanal', '#pãodequeijo'). */
export function hashtags(caption: string | undefined): string[] {
  const found = (caption ?? '').matchAll(/#([\p{L}\p{N}_]+)/gu);
  return [...new Set([...found].map((match) => `#${match[1]!.toLocaleLowerCase('pt-BR')}`))];
}

interface Scored {
  media: GraphMedia;
  engagement: number;
}

/**
 * Groups posts by key and ranks the groups by average engagement (ties: more posts first, then the key's
 * own order), keeping groups with at least MIN_SAMPLE posts.
 */
function rank<K>(
  posts: Scored[],
  keysOf: (post: Scored) => K[],
  top: number,
  order: (a: K, b: K) => number,
): K[] {
  const groups = new Map<string, { key: K; engagements: number[] }>();
  for (const post of posts) {
    for (const key of keysOf(post)) {
      const id = JSON.stringify(key);
      const group = groups.get(id) ?? { key, engagements: [] };
      group.engagements.push(post.engagement);
      groups.set(id, group);
    }
  }
  return [...groups.values()]
    .filter((group) => group.engagements.length >= MIN_SAMPLE)
    .map((group) => ({ ...group, average: mean(group.engagements) }))
    .sort(
      (a, b) => b.average - a.average || b.engagements.length - a.engagements.length || order(a.key, b.key),
    )
    .slice(0, top)
    .map((group) => group.key);
}

export function profileMetrics(profile: GraphProfile): InstagramProfile {
  const likes = profile.media.flatMap((media) => (media.like_count === undefined ? [] : [media.like_count]));
  const comments = profile.media.flatMap((media) =>
    media.comments_count === undefined ? [] : [media.comments_count],
  );
  const likesAvg = mean(likes);
  const commentsAvg = mean(comments);
  const followers = profile.followers_count;

  const scored: Scored[] = profile.media.flatMap((media) =>
    media.like_count === undefined || media.comments_count === undefined
      ? []
      : [{ media, engagement: media.like_count + media.comments_count }],
  );
  const byText = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

  const contentTypes = rank(scored, ({ media }) => [contentTypeLabel(media)], TOP_CONTENT_TYPES, byText);
  const times = rank(
    scored,
    ({ media }) => [saoPauloSlot(media.timestamp)],
    TOP_POSTING_TIMES,
    (a, b) => a.weekday - b.weekday || a.hour - b.hour,
  );
  const tags = rank(scored, ({ media }) => hashtags(media.caption), TOP_HASHTAGS, byText);

  return {
    username: profile.username,
    metrics: {
      posts: profile.media_count,
      following: profile.follows_count,
      followers,
      engagement_rate: followers > 0 ? ((likesAvg + commentsAvg) / followers) * 100 : 0,
      likes_avg: oneDecimal(likesAvg),
      comments_avg: oneDecimal(commentsAvg),
    },
    content: {
      best_content_types: contentTypes,
      optimal_posting_times: times.map(({ weekday, hour }) =>
        text.postingTime(text.weekdays[weekday]!, hour),
      ),
      best_hashtags: tags,
    },
  };
}
