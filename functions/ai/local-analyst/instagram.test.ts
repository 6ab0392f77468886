import { describe, expect, it } from 'vitest';
import { instagramRecommendationsSchema } from '../../contracts/instagram-analysis';
import { instagramInputFor } from '../testing/instagram-fixtures';
import { instagramRecommendations } from './instagram';

const pt = (value: number) =>
  `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}%`;

describe('the local analyst’s Instagram recommendations', () => {
  it('follow from the computed numbers: the rates compared, the best format, time and hashtag, in pt-BR', () => {
    const input = instagramInputFor();
    const { recommendations } = instagramRecommendations(input);
    expect(instagramRecommendationsSchema.safeParse({ recommendations }).success).toBe(true);
    const all = recommendations.join('\n');
    expect(all).toContain(pt(input.profile.metrics.engagement_rate));
    expect(all).toContain(
      `@${input.competitor!.username} (${pt(input.competitor!.metrics.engagement_rate)})`,
    );
    expect(all).toContain('@dolcevitabh');
    expect(all).toContain(input.profile.content.best_content_types[0]!);
    expect(all).toContain(input.profile.content.best_hashtags[0]!);
    expect(all).not.toMatch(/\d\.\d%/);
  });

  it('alone, still gives at least three, none comparing with a profile that was not asked', () => {
    const { recommendations } = instagramRecommendations(
      instagramInputFor({ competitor: null, benchmark: null }),
    );
    expect(recommendations.length).toBeGreaterThanOrEqual(3);
    expect(recommendations.join(' ')).not.toContain('concorrente @');
  });

  it('is deterministic', () => {
    expect(instagramRecommendations(instagramInputFor())).toEqual(
      instagramRecommendations(instagramInputFor()),
    );
  });
});
