import * as z from 'zod';
import { businessType, channelAllocation, recommendationValues } from './investor';
import { adminMessages } from './messages/admin';

const text = adminMessages.recommendations.validation;

/** The six channels of a recommendation, in the spec's order (percent of the marketing budget). */
export const RECOMMENDATION_CHANNELS = channelAllocation.shape.channel.options;

/** Spec 5: the six channels must sum to 100 within this tolerance. */
export const CHANNEL_SUM_TOLERANCE = 0.01;

const percentage = (required: string) =>
  z.number({ error: required }).min(0, text.notNegative).max(100, text.atMost100);

/** Spec 9: the form's starting values. */
export const RECOMMENDATION_DEFAULTS = {
  businessType: 'B2B',
  revenueMin: 0,
  revenueMax: null,
  marketingPercentage: 5,
  content: 20,
  performance: 30,
  awareness: 20,
  credibility: 10,
  influencers: 10,
  crm: 10,
} as const;

/**
 * Spec 5 "Recommendation form". Revenues are whole reais per month (the band's key sorts by them); an
 * empty maximum means no upper limit and, when given, is above the minimum.
 */
export const recommendationFields = z
  .strictObject({
    profileId: z.string({ error: text.profileRequired }).trim().min(1, text.profileRequired).max(100),
    businessType: z.enum(businessType.options, { error: text.businessTypeRequired }),
    revenueMin: z
      .number({ error: text.revenueMinRequired })
      .int(text.wholeReais)
      .min(0, text.notNegative)
      .max(1e11, text.wholeReais),
    revenueMax: z.number().int(text.wholeReais).min(0, text.notNegative).max(1e11).nullable(),
    marketingPercentage: percentage(text.marketingRequired),
    content: percentage(text.channelRequired.content),
    performance: percentage(text.channelRequired.performance),
    awareness: percentage(text.channelRequired.awareness),
    credibility: percentage(text.channelRequired.credibility),
    influencers: percentage(text.channelRequired.influencers),
    crm: percentage(text.channelRequired.crm),
  })
  .superRefine((fields, context) => {
    const total = RECOMMENDATION_CHANNELS.reduce((sum, channel) => sum + fields[channel], 0);
    if (Math.abs(total - 100) > CHANNEL_SUM_TOLERANCE) {
      context.addIssue({ code: 'custom', path: ['content'], message: text.channelsSum });
    }
    if (fields.revenueMax !== null && fields.revenueMax <= fields.revenueMin) {
      context.addIssue({ code: 'custom', path: ['revenueMax'], message: text.maxAboveMin });
    }
  });
export type RecommendationFields = z.infer<typeof recommendationFields>;

/** `<profileId>~<B2B|B2C>~<revenueMin>`: the band's key, which is also what makes it unique. */
export const recommendationIdParams = z.strictObject({
  recommendationId: z.string().regex(/^[a-z0-9-]{1,100}~B2[BC]~\d{1,12}$/),
});

export const adminRecommendation = recommendationValues.extend({ id: z.string(), businessType });
export type AdminRecommendation = z.infer<typeof adminRecommendation>;

export const adminInvestorProfile = z.object({ id: z.string(), name: z.string(), minScore: z.number() });

/** GET /api/admin/investment-recommendations: every band (revenue ascending) and the profiles (by score). */
export const listRecommendationsQuery = z.strictObject({ profileId: z.string().max(100).optional() });
export const listRecommendationsResponse = z.object({
  recommendations: z.array(adminRecommendation),
  profiles: z.array(adminInvestorProfile),
});
export type ListRecommendationsResponse = z.infer<typeof listRecommendationsResponse>;
