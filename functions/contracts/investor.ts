import * as z from 'zod';
import { keyParam } from './fields';

export const businessType = z.enum(['B2B', 'B2C']);

export const investorProfileData = z.object({
  id: z.string(),
  description: z.string(),
  riskTolerance: z.string(),
  minScore: z.number(),
  maxScore: z.number(),
});
export type InvestorProfileDataContract = z.infer<typeof investorProfileData>;

export const recommendationSource = z.enum([
  'band',
  'highestBand',
  'profile',
  'businessType',
  'any',
  'default',
]);

/** A recommendation band's values: reais per month, percentages 0-100 (null maximum: no limit). */
export const recommendationValues = z.object({
  profileId: z.string(),
  businessType: z.string(),
  revenueMin: z.number(),
  revenueMax: z.number().nullable(),
  marketingPercentage: z.number(),
  content: z.number(),
  performance: z.number(),
  awareness: z.number(),
  credibility: z.number(),
  influencers: z.number(),
  crm: z.number(),
});

/** The recommendation row the fallback chain chose (functions/domain/investment-allocation.ts). */
export const chosenRecommendation = recommendationValues.extend({ source: recommendationSource });

export const channelAllocation = z.object({
  channel: z.enum(['content', 'performance', 'awareness', 'credibility', 'influencers', 'crm']),
  label: z.string(),
  percentage: z.number(),
  /** Reais per month of the suggested budget. */
  amount: z.number(),
});

/** allocation_data of the report: the chosen recommendation and the suggested budget split per channel. */
export const allocationData = z.object({
  recommendation: chosenRecommendation,
  channels: z.array(channelAllocation),
});
export type AllocationData = z.infer<typeof allocationData>;

/**
 * GET /api/investor-report/{resultId}: the investor report (spec's investor_reports row plus what the
 * screen needs). When the revenue is not plausible the report still answers, with `revenueValid: false`
 * and the spec's message in `revenueMessage` ('Dados de Faturamento Inválidos' on the screen). When the
 * profile calculation failed, `profileName` is 'Moderado', `score` 0 and `profileError` the spec's text.
 */
export const investorReport = z.object({
  resultId: z.string(),
  profileId: z.string(),
  profileName: z.string(),
  score: z.number(),
  profileData: investorProfileData,
  profileError: z.string().nullable(),
  allocationData,
  businessType,
  revenue: z.number(),
  revenueValid: z.boolean(),
  revenueMessage: z.string().nullable(),
  marketingBudget: z.number(),
  suggestedBudget: z.number(),
  /** round((marketingBudget − suggestedBudget) / suggestedBudget × 100); negative = investing less. */
  differencePercent: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvestorReport = z.infer<typeof investorReport>;

export const investorReportParams = z.strictObject({ resultId: keyParam(100) });
