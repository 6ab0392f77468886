import { investorMessages } from '../contracts/messages/investor';

export const channelKeys = [
  'content',
  'performance',
  'awareness',
  'credibility',
  'influencers',
  'crm',
] as const;
export type ChannelKey = (typeof channelKeys)[number];

/** A catalogue row (functions/analyses/investor-catalogue.ts): reais per month, percentages 0-100. */
export interface RecommendationRecord {
  profileId: string;
  businessType: string;
  revenueMin: number;
  /** null/undefined = no upper limit. */
  revenueMax?: number | null;
  marketingPercentage: number;
  content: number;
  performance: number;
  awareness: number;
  credibility: number;
  influencers: number;
  crm: number;
}

/**
 * Which step of the fallback chain chose the row:
 * band = same profile and type, band contains the revenue; highestBand = same profile and type, highest
 * revenueMin; profile = same profile, any type; businessType = same type, any profile; any = any row;
 * default = the built-in default.
 */
export type RecommendationSource = 'band' | 'highestBand' | 'profile' | 'businessType' | 'any' | 'default';

/** The row the chain chose (always with an explicit upper bound, null = none) and which step chose it. */
export type ChosenRecommendation = Omit<RecommendationRecord, 'revenueMax'> & {
  source: RecommendationSource;
  revenueMax: number | null;
};

/** The spec's default allocation when nothing is found: 5% of revenue; 25/20/20/15/10/10. */
export const DEFAULT_RECOMMENDATION = {
  marketingPercentage: 5,
  content: 25,
  performance: 20,
  awareness: 20,
  credibility: 15,
  influencers: 10,
  crm: 10,
} as const;

/** A band holds revenueMin ≤ revenue < revenueMax (no revenueMax = no upper limit), as the seed defines. */
export const bandContains = (row: RecommendationRecord, revenue: number): boolean =>
  row.revenueMin <= revenue &&
  (row.revenueMax === null || row.revenueMax === undefined || revenue < row.revenueMax);

/** Highest revenueMin first; ties by profileId then businessType, so the choice never depends on read order. */
const byHighestRevenueMin = (a: RecommendationRecord, b: RecommendationRecord): number =>
  b.revenueMin - a.revenueMin ||
  a.profileId.localeCompare(b.profileId) ||
  a.businessType.localeCompare(b.businessType);

/** Among candidates: the one whose band contains the revenue (highest revenueMin if several). */
const inBand = (rows: readonly RecommendationRecord[], revenue: number) =>
  [...rows].filter((row) => bandContains(row, revenue)).sort(byHighestRevenueMin)[0];
/** Among candidates: the band containing the revenue, else the highest revenueMin. */
const inBandOrHighest = (rows: readonly RecommendationRecord[], revenue: number) =>
  inBand(rows, revenue) ?? [...rows].sort(byHighestRevenueMin)[0];

function chosen(row: RecommendationRecord, source: RecommendationSource): ChosenRecommendation {
  return {
    source,
    profileId: row.profileId,
    businessType: row.businessType,
    revenueMin: row.revenueMin,
    revenueMax: row.revenueMax ?? null,
    marketingPercentage: row.marketingPercentage,
    content: row.content,
    performance: row.performance,
    awareness: row.awareness,
    credibility: row.credibility,
    influencers: row.influencers,
    crm: row.crm,
  };
}

/**
 * The spec's investment_recommendations fallback chain, read as follows (first match wins):
 * 1. same profile and business type whose band contains the revenue (`band`);
 *    else same profile and business type with the highest revenueMin (`highestBand`) — e.g. a revenue
 *    below every band or in a gap between bands an admin left;
 * 2. same profile, any business type (`profile`);
 * 3. same business type, any profile (`businessType`);
 * 4. any row (`any`);
 * 5. the built-in default (`default`): marketing 5% of revenue, 25/20/20/15/10/10.
 * Steps 2-4 choose among their candidates the same way as step 1: the band containing the revenue, else
 * the highest revenueMin (ties: profileId, then businessType, alphabetically). Profile ids compare
 * exactly; business types case-insensitively.
 */
export function findRecommendation(
  recommendations: readonly RecommendationRecord[],
  profileId: string,
  businessType: string,
  revenue: number,
): ChosenRecommendation {
  const type = businessType.toUpperCase();
  const sameProfile = recommendations.filter((row) => row.profileId === profileId);
  const sameType = recommendations.filter((row) => row.businessType.toUpperCase() === type);
  const sameBoth = sameProfile.filter((row) => row.businessType.toUpperCase() === type);

  const band = inBand(sameBoth, revenue);
  if (band) return chosen(band, 'band');
  const steps: [readonly RecommendationRecord[], RecommendationSource][] = [
    [sameBoth, 'highestBand'],
    [sameProfile, 'profile'],
    [sameType, 'businessType'],
    [recommendations, 'any'],
  ];
  for (const [candidates, source] of steps) {
    const row = inBandOrHighest(candidates, revenue);
    if (row) return chosen(row, source);
  }
  return {
    source: 'default',
    profileId,
    businessType: type,
    revenueMin: 0,
    revenueMax: null,
    ...DEFAULT_RECOMMENDATION,
  };
}

/** Reais rounded to centavos (removes floating-point noise such as 0.30000000000000004). */
const toCentavos = (amount: number): number => Math.round(amount * 100) / 100;

/** Spec: suggested budget = revenue × marketing percentage / 100 (in reais, rounded to centavos). */
export function suggestedBudget(revenue: number, marketingPercentage: number): number {
  return toCentavos((revenue * marketingPercentage) / 100);
}

/**
 * How far the current budget is from the suggested one, in percent of the suggested budget, rounded
 * (spec: "the percentage difference from the current budget is rounded"): round((current − suggested) /
 * suggested × 100). Negative = investing less than suggested (current 0 → −100). We divide by the
 * suggested budget because the current budget is often 0 (the spec's fallback); a suggested budget of 0
 * (revenue 0) gives 0.
 */
export function budgetDifferencePercent(current: number, suggested: number): number {
  if (suggested === 0) return 0;
  const difference = Math.round(((current - suggested) / suggested) * 100);
  return difference === 0 ? 0 : difference; // never -0
}

/** A channel's reais per month: budget × percentage / 100, rounded to centavos (never to whole reais). */
export const channelAmount = (budget: number, percentage: number): number =>
  toCentavos((budget * percentage) / 100);

export interface ChannelAllocation {
  channel: ChannelKey;
  label: string;
  percentage: number;
  /** Reais per month: budget × percentage / 100, rounded to centavos. */
  amount: number;
}

/** The budget split across the six channels, in the fixed channel order, with pt-BR labels. */
export function allocationByChannel(
  recommendation: Pick<RecommendationRecord, ChannelKey>,
  budget: number,
): ChannelAllocation[] {
  return channelKeys.map((channel) => ({
    channel,
    label: investorMessages.channels[channel],
    percentage: recommendation[channel],
    amount: channelAmount(budget, recommendation[channel]),
  }));
}
