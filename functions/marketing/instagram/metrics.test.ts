import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { instagramProfileSchema } from '../../contracts/instagram-analysis';
import type { GraphMedia, GraphProfile } from './graph-client';
import { contentTypeLabel, hashtags, profileMetrics, saoPauloSlot } from './metrics';

function fixture(name: string): GraphProfile {
  const { business_discovery } = JSON.parse(
    readFileSync(new URL(`./testing/fixtures/${name}.json`, import.meta.url), 'utf8'),
  ) as { business_discovery: GraphProfile };
  return business_discovery;
}

const post = (overrides: Partial<GraphMedia>): GraphMedia => ({
  id: overrides.id ?? String(Math.random()),
  caption: '',
  like_count: 10,
  comments_count: 0,
  timestamp: '2026-11-24T22:05:13+0000',
  media_type: 'IMAGE',
  media_product_type: 'FEED',
  ...overrides,
});

const profile = (media: GraphMedia[], followers = 1000): GraphProfile => ({
  username: 'perfil',
  followers_count: followers,
  follows_count: 12,
  media_count: 345,
  media,
});

describe('profileMetrics over the doceponto fixture', () => {
  const result = profileMetrics(fixture('doceponto'));

  it('takes the counts from the account and the averages from the posts read', () => {
    expect(result.metrics).toMatchObject({ followers: 8640, following: 318, posts: 412 });
    // 40 posts; 3 hide their likes: 7233 likes over 37 posts, 552 comments over 40.
    expect(result.metrics.likes_avg).toBe(195.5);
    expect(result.metrics.comments_avg).toBe(13.8);
  });

  it('computes the engagement rate as (average likes + average comments) / followers × 100', () => {
    const byHand = ((7233 / 37 + 552 / 40) / 8640) * 100; // 2.4222…
    expect(result.metrics.engagement_rate).toBeCloseTo(byHand, 10);
    expect(result.metrics.engagement_rate.toFixed(1)).toBe('2.4');
  });

  it('ranks content types, posting times and hashtags by average engagement', () => {
    expect(result.content.best_content_types).toEqual(['Reels', 'Carrossel', 'Imagem']);
    expect(result.content.optimal_posting_times).toEqual([
      'Terça-feira, 19h',
      'Quinta-feira, 12h',
      'Quarta-feira, 20h',
    ]);
    expect(result.content.best_hashtags).toEqual([
      '#festainfantilbh',
      '#confeitariaartesanal',
      '#encomendas',
      '#docesbh',
      '#bolobh',
    ]);
  });

  it('fits the contract the screens read', () => {
    expect(instagramProfileSchema.parse(result)).toEqual(result);
  });
});

describe('profileMetrics over the other fixtures, the 50 posts the client reads', () => {
  it.each([
    // likes and comments summed over the 50 newest posts of each fixture
    ['confeitariabelavista', ((10491 / 50 + 814 / 50) / 15200) * 100, '1.5', 'Carrossel', '#bolodecasamento'],
    ['dolcevitabh', ((87733 / 50 + 5237 / 50) / 48700) * 100, '3.8', 'Reels', '#receitafacil'],
  ])('%s', (name, rate, shown, bestType, topHashtag) => {
    const read = fixture(name);
    const result = profileMetrics({ ...read, media: read.media.slice(0, 50) });
    expect(result.metrics.engagement_rate).toBeCloseTo(rate, 10);
    expect(result.metrics.engagement_rate.toFixed(1)).toBe(shown);
    expect(result.content.best_content_types[0]).toBe(bestType);
    expect(result.content.best_hashtags[0]).toBe(topHashtag);
  });
});

describe('profileMetrics edge cases', () => {
  it('gives 0 % for an account without followers', () => {
    expect(profileMetrics(profile([post({ like_count: 5 })], 0)).metrics.engagement_rate).toBe(0);
  });

  it('gives zeros and empty lists for an account without media', () => {
    const result = profileMetrics(profile([]));
    expect(result.metrics).toMatchObject({ likes_avg: 0, comments_avg: 0, engagement_rate: 0, posts: 345 });
    expect(result.content).toEqual({ best_content_types: [], optimal_posting_times: [], best_hashtags: [] });
  });

  it('leaves posts with hidden likes out of the likes average and of the rankings', () => {
    const media = [
      post({ like_count: 100, comments_count: 10, caption: '#a' }),
      post({ like_count: 50, comments_count: 0, caption: '#a' }),
      post({ like_count: undefined, comments_count: 4, caption: '#b' }),
      post({ like_count: undefined, comments_count: 4, caption: '#b' }),
    ];
    const result = profileMetrics(profile(media, 1000));
    expect(result.metrics.likes_avg).toBe(75); // (100 + 50) / 2, not / 4
    expect(result.metrics.comments_avg).toBe(4.5); // (10 + 0 + 4 + 4) / 4
    expect(result.metrics.engagement_rate).toBeCloseTo(((75 + 4.5) / 1000) * 100, 10);
    expect(result.content.best_hashtags).toEqual(['#a']);
  });

  it('ranks nothing seen only once (minimum sample of 2)', () => {
    const media = [
      post({
        like_count: 900,
        media_type: 'CAROUSEL_ALBUM',
        caption: '#unica',
        timestamp: '2026-11-22T13:00:00+0000',
      }),
      post({ like_count: 20, caption: '#sempre' }),
      post({ like_count: 30, caption: '#sempre' }),
    ];
    const { content } = profileMetrics(profile(media));
    expect(content.best_content_types).toEqual(['Imagem']);
    expect(content.best_hashtags).toEqual(['#sempre']);
    expect(content.optimal_posting_times).toEqual(['Terça-feira, 19h']);
  });
});

describe('the pieces', () => {
  it('reads weekday and hour in São Paulo (UTC−3)', () => {
    expect(saoPauloSlot('2026-11-24T22:05:13+0000')).toEqual({ weekday: 2, hour: 19 });
    expect(saoPauloSlot('2026-11-25T01:30:00+0000')).toEqual({ weekday: 2, hour: 22 });
  });

  it('labels formats in Portuguese, reels by their product type', () => {
    expect(contentTypeLabel({ media_type: 'IMAGE' })).toBe('Imagem');
    expect(contentTypeLabel({ media_type: 'VIDEO', media_product_type: 'FEED' })).toBe('Vídeo');
    expect(contentTypeLabel({ media_type: 'VIDEO', media_product_type: 'REELS' })).toBe('Reels');
    expect(contentTypeLabel({ media_type: 'CAROUSEL_ALBUM' })).toBe('Carrossel');
  });

  it('finds hashtags once each, lower-case, accents kept', () => {
    expect(hashtags('Pão de queijo! #PãoDeQueijo #bh #BH, #café_da_manhã.')).toEqual([
      '#pãodequeijo',
      '#bh',
      '#café_da_manhã',
    ]);
    expect(hashtags(undefined)).toEqual([]);
  });
});
