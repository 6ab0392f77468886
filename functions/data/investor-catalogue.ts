import { Entity, type EntityItem } from 'electrodb';
import { documentClient, tableName } from './client';
import { serviceName } from './table';

/**
 * The investor catalogues, loaded by the seed and read by the investor analysis:
 * - profiles: `CATALOG#INVESTOR_PROFILES` / `PROFILE#<id>` (one Query lists the five);
 * - recommendations: `CATALOG#INVREC` / `REC#<profileId>#<businessType>#<revenueMin, 12 digits>`,
 *   so one Query with begins_with `REC#<profileId>#<businessType>#` lists a profile's bands for a
 *   business type in revenue order (the fallback chain of the spec reads the whole small partition).
 */
export const InvestorProfileEntity = new Entity(
  {
    model: { entity: 'investorProfile', version: '1', service: serviceName },
    attributes: {
      profileId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      description: { type: 'string', required: true },
      riskTolerance: { type: 'string', required: true },
      minScore: { type: 'number', required: true },
      maxScore: { type: 'number', required: true },
    },
    indexes: {
      byCatalog: {
        pk: { field: 'pk', composite: [], template: 'CATALOG#INVESTOR_PROFILES', casing: 'none' },
        sk: { field: 'sk', composite: ['profileId'], template: 'PROFILE#${profileId}', casing: 'none' },
      },
    },
  },
  { client: documentClient, table: tableName },
);

export const InvestmentRecommendationEntity = new Entity(
  {
    model: { entity: 'investmentRecommendation', version: '1', service: serviceName },
    attributes: {
      profileId: { type: 'string', required: true, readOnly: true },
      businessType: { type: 'string', required: true, readOnly: true },
      /** Reais per month; padded in the key so bands sort by revenue. */
      revenueMin: { type: 'number', required: true, readOnly: true, padding: { length: 12, char: '0' } },
      revenueMax: { type: 'number' },
      marketingPercentage: { type: 'number', required: true },
      content: { type: 'number', required: true },
      performance: { type: 'number', required: true },
      awareness: { type: 'number', required: true },
      credibility: { type: 'number', required: true },
      influencers: { type: 'number', required: true },
      crm: { type: 'number', required: true },
    },
    indexes: {
      byCatalog: {
        pk: { field: 'pk', composite: [], template: 'CATALOG#INVREC', casing: 'none' },
        sk: {
          field: 'sk',
          composite: ['profileId', 'businessType', 'revenueMin'],
          template: 'REC#${profileId}#${businessType}#${revenueMin}',
          casing: 'none',
        },
      },
    },
  },
  { client: documentClient, table: tableName },
);

export type InvestorProfileItem = EntityItem<typeof InvestorProfileEntity>;
export type InvestmentRecommendationItem = EntityItem<typeof InvestmentRecommendationEntity>;

export const INVESTOR_PROFILES_PARTITION = 'CATALOG#INVESTOR_PROFILES';
export const INVESTMENT_RECOMMENDATIONS_PARTITION = 'CATALOG#INVREC';

/** The five investor profiles (one Query). */
export async function listInvestorProfiles(): Promise<InvestorProfileItem[]> {
  const { data } = await InvestorProfileEntity.query.byCatalog({}).go({ pages: 'all' });
  return data;
}

/** Every recommendation band (one Query on a partition of a few dozen items). */
export async function listInvestmentRecommendations(): Promise<InvestmentRecommendationItem[]> {
  const { data } = await InvestmentRecommendationEntity.query.byCatalog({}).go({ pages: 'all' });
  return data;
}
