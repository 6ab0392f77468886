import type { SeedInvestmentRecommendation } from './types';

type ProfileId = 'conservador' | 'moderado' | 'dinamico' | 'arrojado' | 'agressivo';
type BusinessType = SeedInvestmentRecommendation['businessType'];
type ChannelMix = Pick<
  SeedInvestmentRecommendation,
  'content' | 'performance' | 'awareness' | 'credibility' | 'influencers' | 'crm'
>;

/**
 * Monthly revenue bands in reais. A band holds revenueMin ≤ revenue < revenueMax (null = no upper limit),
 * so each band starts where the previous one ends.
 */
const revenueBands: { revenueMin: number; revenueMax: number | null }[] = [
  { revenueMin: 0, revenueMax: 50_000 },
  { revenueMin: 50_000, revenueMax: 200_000 },
  { revenueMin: 200_000, revenueMax: 1_000_000 },
  { revenueMin: 1_000_000, revenueMax: null },
];

/**
 * Share of revenue to invest in marketing (%), per band from the smallest to the largest. More aggressive
 * profiles invest a higher share; B2C invests more than B2B (acquisition is more media-driven); the share
 * falls as revenue grows (the absolute budget still grows).
 */
const marketingPercentage: Record<BusinessType, Record<ProfileId, [number, number, number, number]>> = {
  B2B: {
    conservador: [3, 2.5, 2, 1.5],
    moderado: [5, 4.5, 4, 3],
    dinamico: [7, 6.5, 5.5, 4.5],
    arrojado: [10, 9, 7.5, 6],
    agressivo: [14, 12, 10, 8],
  },
  B2C: {
    conservador: [4, 3.5, 3, 2.5],
    moderado: [6, 5.5, 5, 4],
    dinamico: [9, 8, 7, 6],
    arrojado: [12, 11, 9.5, 8],
    agressivo: [16, 14, 12, 10],
  },
};

/**
 * Split of the marketing budget (%) in the first band. B2B leans on content, credibility and CRM (long,
 * consultative sales decided on trust); B2C on performance, awareness and influencers (short, emotional
 * purchases at scale). Conservative profiles protect the current base (CRM); aggressive ones buy
 * acquisition and reach (performance, awareness).
 */
const baseMix: Record<BusinessType, Record<ProfileId, ChannelMix>> = {
  B2B: {
    conservador: { content: 25, performance: 15, awareness: 5, credibility: 20, influencers: 5, crm: 30 },
    moderado: { content: 30, performance: 20, awareness: 10, credibility: 15, influencers: 5, crm: 20 },
    dinamico: { content: 25, performance: 25, awareness: 15, credibility: 15, influencers: 5, crm: 15 },
    arrojado: { content: 20, performance: 30, awareness: 20, credibility: 10, influencers: 10, crm: 10 },
    agressivo: { content: 15, performance: 35, awareness: 25, credibility: 10, influencers: 5, crm: 10 },
  },
  B2C: {
    conservador: { content: 15, performance: 25, awareness: 10, credibility: 10, influencers: 15, crm: 25 },
    moderado: { content: 15, performance: 30, awareness: 15, credibility: 10, influencers: 15, crm: 15 },
    dinamico: { content: 10, performance: 35, awareness: 20, credibility: 5, influencers: 20, crm: 10 },
    arrojado: { content: 10, performance: 35, awareness: 25, credibility: 5, influencers: 20, crm: 5 },
    agressivo: { content: 5, performance: 40, awareness: 30, credibility: 5, influencers: 15, crm: 5 },
  },
};

/**
 * Each band above the first moves 2 points from performance to awareness (+1) and CRM (+1): a larger
 * company needs brand to keep growing and has a larger base whose retention pays more. Keeps the total at 100.
 */
function mixForBand(mix: ChannelMix, bandIndex: number): ChannelMix {
  return {
    ...mix,
    performance: mix.performance - 2 * bandIndex,
    awareness: mix.awareness + bandIndex,
    crm: mix.crm + bandIndex,
  };
}

function percentageForBand(percentages: readonly number[], bandIndex: number): number {
  const percentage = percentages[bandIndex];
  if (percentage === undefined) throw new Error(`No marketing percentage for revenue band ${bandIndex}`);
  return percentage;
}

/** Ids of the seeded investor profiles (investor-profiles.ts). */
const profileIds: ProfileId[] = ['conservador', 'moderado', 'dinamico', 'arrojado', 'agressivo'];
const businessTypes: BusinessType[] = ['B2B', 'B2C'];

/**
 * 5 profiles × B2B/B2C × 4 revenue bands = 40 rows, ordered by profile, business type and revenueMin.
 * Every row's six channel percentages total exactly 100.
 */
export const investmentRecommendations: SeedInvestmentRecommendation[] = profileIds.flatMap((profileId) =>
  businessTypes.flatMap((businessType) =>
    revenueBands.map((band, bandIndex) => ({
      profileId,
      businessType,
      revenueMin: band.revenueMin,
      revenueMax: band.revenueMax,
      marketingPercentage: percentageForBand(marketingPercentage[businessType][profileId], bandIndex),
      ...mixForBand(baseMix[businessType][profileId], bandIndex),
    })),
  ),
);
