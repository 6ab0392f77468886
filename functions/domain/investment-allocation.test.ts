import { describe, expect, it } from 'vitest';
import { investmentRecommendations } from '../seed/investment-recommendations';
import {
  allocationByChannel,
  budgetDifferencePercent,
  findRecommendation,
  suggestedBudget,
  type RecommendationRecord,
} from './investment-allocation';

const row = (
  profileId: string,
  businessType: string,
  revenueMin: number,
  revenueMax: number | null,
  marketingPercentage = 1,
): RecommendationRecord => ({
  profileId,
  businessType,
  revenueMin,
  revenueMax,
  marketingPercentage,
  content: 10,
  performance: 10,
  awareness: 10,
  credibility: 10,
  influencers: 10,
  crm: 50,
});

describe('findRecommendation with the seeded catalogue', () => {
  it.each([
    // profile, type, revenue → revenueMin, marketing %
    ['conservador', 'B2B', 85_000, 50_000, 2.5],
    ['conservador', 'B2B', 0, 0, 3],
    ['conservador', 'B2B', 49_999, 0, 3],
    ['conservador', 'B2B', 50_000, 50_000, 2.5], // bands are revenueMin ≤ revenue < revenueMax
    ['agressivo', 'B2C', 1_500_000, 1_000_000, 10],
    ['agressivo', 'B2C', 999_999, 200_000, 12],
    ['dinamico', 'B2B', 10_000, 0, 7],
    ['moderado', 'B2C', 5_000_000_000, 1_000_000, 4],
  ])('%s %s %d → band from %d at %d%%', (profileId, type, revenue, revenueMin, pct) => {
    const chosen = findRecommendation(investmentRecommendations, profileId, type, revenue);
    expect(chosen).toMatchObject({
      source: 'band',
      profileId,
      businessType: type,
      revenueMin,
      marketingPercentage: pct,
    });
  });

  it('returns the seeded channel mix of the chosen band', () => {
    expect(findRecommendation(investmentRecommendations, 'conservador', 'B2B', 85_000)).toMatchObject({
      content: 25,
      performance: 13,
      awareness: 6,
      credibility: 20,
      influencers: 5,
      crm: 31,
      revenueMax: 200_000,
    });
    expect(findRecommendation(investmentRecommendations, 'agressivo', 'B2C', 1_500_000)).toMatchObject({
      content: 5,
      performance: 34,
      awareness: 33,
      credibility: 5,
      influencers: 15,
      crm: 8,
      revenueMax: null,
    });
  });
});

describe('findRecommendation: the fallback chain', () => {
  const catalogue = [
    row('moderado', 'B2B', 10_000, 50_000, 1),
    row('moderado', 'B2B', 100_000, 200_000, 2),
    row('moderado', 'B2C', 0, null, 3),
    row('arrojado', 'B2C', 0, 100_000, 4),
    row('arrojado', 'B2C', 100_000, null, 5),
    row('dinamico', 'B2B', 0, null, 6),
  ];
  it.each([
    ['band', 'moderado', 'B2B', 20_000, 1],
    ['band', 'moderado', 'B2B', 150_000, 2],
    // no band of moderado/B2B contains 5000 (below) or 70000 (gap) or 300000 (above): highest revenueMin
    ['highestBand', 'moderado', 'B2B', 5_000, 2],
    ['highestBand', 'moderado', 'B2B', 70_000, 2],
    ['highestBand', 'moderado', 'B2B', 300_000, 2],
    // arrojado has no B2B row: same profile, any type (band containing the revenue first)
    ['profile', 'arrojado', 'B2B', 50_000, 4],
    ['profile', 'arrojado', 'B2B', 500_000, 5],
    // agressivo has no row: same type, any profile
    ['businessType', 'agressivo', 'B2C', 50_000, 4], // arrojado 0-100k and moderado 0-∞ both contain it: highest revenueMin, then profileId
    ['businessType', 'agressivo', 'B2B', 150_000, 2],
    // business types compare case-insensitively
    ['band', 'moderado', 'b2b', 20_000, 1],
  ])('%s: %s %s %d → %d%%', (source, profileId, type, revenue, pct) => {
    expect(findRecommendation(catalogue, profileId, type, revenue)).toMatchObject({
      source,
      marketingPercentage: pct,
    });
  });

  it('any row when neither the profile nor the type has one', () => {
    const onlyB2C = catalogue.filter((r) => r.businessType === 'B2C');
    expect(findRecommendation(onlyB2C, 'agressivo', 'B2B', 500_000)).toMatchObject({
      source: 'any',
      profileId: 'arrojado',
      marketingPercentage: 5,
    });
  });

  it('the built-in default when there is no row at all (spec: 5%; 25/20/20/15/10/10)', () => {
    expect(findRecommendation([], 'conservador', 'B2C', 80_000)).toEqual({
      source: 'default',
      profileId: 'conservador',
      businessType: 'B2C',
      revenueMin: 0,
      revenueMax: null,
      marketingPercentage: 5,
      content: 25,
      performance: 20,
      awareness: 20,
      credibility: 15,
      influencers: 10,
      crm: 10,
    });
  });
});

describe('budget numbers', () => {
  it.each([
    [85_000, 2.5, 2125],
    [1_500_000, 10, 150_000],
    [10_000, 5, 500],
    [0, 5, 0],
    [33_333, 3, 999.99],
  ])('suggestedBudget(%d, %d%%) = %d', (revenue, pct, expected) => {
    expect(suggestedBudget(revenue, pct)).toBeCloseTo(expected, 2);
  });

  it.each([
    [4000, 2125, 88], // 88.24
    [50_000, 150_000, -67], // -66.67
    [0, 500, -100],
    [500, 500, 0],
    [1000, 500, 100],
    [0, 0, 0],
    [100, 0, 0],
  ])('budgetDifferencePercent(%d, %d) = %d', (current, suggested, expected) => {
    expect(budgetDifferencePercent(current, suggested)).toBe(expected);
  });

  it('splits a budget per channel, in reais, with pt-BR labels', () => {
    const recommendation = findRecommendation(investmentRecommendations, 'conservador', 'B2B', 85_000);
    expect(allocationByChannel(recommendation, 2125)).toEqual([
      { channel: 'content', label: 'Conteúdo', percentage: 25, amount: 531.25 },
      { channel: 'performance', label: 'Performance', percentage: 13, amount: 276.25 },
      { channel: 'awareness', label: 'Reconhecimento de marca', percentage: 6, amount: 127.5 },
      { channel: 'credibility', label: 'Credibilidade', percentage: 20, amount: 425 },
      { channel: 'influencers', label: 'Influenciadores e parcerias', percentage: 5, amount: 106.25 },
      { channel: 'crm', label: 'CRM e relacionamento', percentage: 31, amount: 658.75 },
    ]);
  });

  it('the default allocation of R$ 10.000 of revenue (R$ 500 budget)', () => {
    const amounts = allocationByChannel(findRecommendation([], 'moderado', 'B2B', 10_000), 500).map(
      (c) => c.amount,
    );
    expect(amounts).toEqual([125, 100, 100, 75, 50, 50]);
  });
});
