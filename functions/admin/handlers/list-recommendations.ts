import {
  listRecommendationsQuery,
  type ListRecommendationsResponse,
} from '../../contracts/admin-recommendations';
import {
  listInvestmentRecommendations,
  listInvestorProfiles,
  recommendationId,
} from '../../analyses/investor-catalogue';
import { defineHandler, ok } from '../../platform/http/define-handler';

/**
 * Admin: the investment recommendations (revenue ascending, optionally of one profile) and the investor
 * profiles (by score), read together: two Queries of small catalogue partitions, one round trip.
 */
export const handler = defineHandler(
  'GET /api/admin/investment-recommendations',
  { query: listRecommendationsQuery },
  async ({ query }) => {
    const [recommendations, profiles] = await Promise.all([
      listInvestmentRecommendations(),
      listInvestorProfiles(),
    ]);
    const answer: ListRecommendationsResponse = {
      recommendations: recommendations
        .filter((item) => !query.profileId || item.profileId === query.profileId)
        .sort((a, b) => a.revenueMin - b.revenueMin || a.profileId.localeCompare(b.profileId))
        .map((item) => ({
          id: recommendationId(item),
          profileId: item.profileId,
          businessType: item.businessType as 'B2B' | 'B2C',
          revenueMin: item.revenueMin,
          revenueMax: item.revenueMax ?? null,
          marketingPercentage: item.marketingPercentage,
          content: item.content,
          performance: item.performance,
          awareness: item.awareness,
          credibility: item.credibility,
          influencers: item.influencers,
          crm: item.crm,
        })),
      profiles: profiles
        .sort((a, b) => a.minScore - b.minScore)
        .map((profile) => ({ id: profile.profileId, name: profile.name, minScore: profile.minScore })),
    };
    return ok(answer);
  },
);
