import type { InvestorReport } from '../contracts/investor';
import {
  allocationByChannel,
  budgetDifferencePercent,
  findRecommendation,
  suggestedBudget,
  type RecommendationRecord,
} from './investment-allocation';
import { calculateInvestorProfileV2 } from './investor-profile';
import { validateRevenue } from './investor-revenue';

type Inputs = Parameters<typeof calculateInvestorProfileV2>;

/**
 * The investor report of a completed result, from the questionnaire, the user's answers and the two
 * catalogues: profile (calculateInvestorProfileV2, Moderado/0 on failure), the recommendation row
 * for the profile, business type and revenue (fallback chain), the suggested budget, its difference
 * from the current budget and the per-channel split. An implausible revenue does not stop the report:
 * it is reported with revenueValid false and the spec's message.
 */
export function buildInvestorReport(
  resultId: string,
  questions: Inputs[0],
  answers: Inputs[1],
  profiles: Inputs[2],
  recommendations: readonly RecommendationRecord[],
): Omit<InvestorReport, 'createdAt' | 'updatedAt'> {
  const profile = calculateInvestorProfileV2(questions, answers, profiles);
  const recommendation = findRecommendation(
    recommendations,
    profile.profileData.id,
    profile.businessType,
    profile.revenue,
  );
  const budget = suggestedBudget(profile.revenue, recommendation.marketingPercentage);
  const revenueMessage = validateRevenue(profile.revenue);
  return {
    resultId,
    profileId: profile.profileData.id,
    profileName: profile.profile,
    score: profile.score,
    profileData: profile.profileData,
    profileError: profile.error,
    allocationData: { recommendation, channels: allocationByChannel(recommendation, budget) },
    businessType: profile.businessType,
    revenue: profile.revenue,
    revenueValid: revenueMessage === null,
    revenueMessage,
    marketingBudget: profile.marketingBudget,
    suggestedBudget: budget,
    differencePercent: budgetDifferencePercent(profile.marketingBudget, budget),
  };
}
