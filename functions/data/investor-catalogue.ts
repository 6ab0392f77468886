import { Entity, Service, type EntityItem } from 'electrodb';
import { documentClient, tableName } from './client';
import { serviceName } from './table';
import { isConditionalFailure } from './conditions';

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

/** A band's id in the admin API: its key, `<profileId>~<businessType>~<revenueMin>`. */
export const recommendationId = (
  item: Pick<InvestmentRecommendationItem, 'profileId' | 'businessType' | 'revenueMin'>,
) => `${item.profileId}~${item.businessType}~${item.revenueMin}`;

export function recommendationKey(id: string) {
  const [profileId = '', businessType = '', revenueMin = ''] = id.split('~');
  return { profileId, businessType, revenueMin: Number(revenueMin) };
}

export type RecommendationWrite = Omit<InvestmentRecommendationItem, 'revenueMax'> & {
  revenueMax: number | null;
};

const stored = (fields: RecommendationWrite) => {
  const { revenueMax, ...rest } = fields;
  return { ...rest, ...(revenueMax !== null ? { revenueMax } : {}) };
};

/** Creates a band; false when one with its key exists (nothing written). */
export async function createRecommendation(fields: RecommendationWrite): Promise<boolean> {
  try {
    await InvestmentRecommendationEntity.create(stored(fields)).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

const catalogue = new Service(
  { recommendation: InvestmentRecommendationEntity },
  { client: documentClient, table: tableName },
);

/**
 * Replaces the band `id` by `fields`. The same key: one put conditioned on the band existing. A new
 * key (profile, type or minimum changed): ONE transaction deletes the old band (it must exist) and
 * creates the new one (it must not). Answers what stopped it, or 'done'.
 */
export async function replaceRecommendation(
  id: string,
  fields: RecommendationWrite,
): Promise<'done' | 'missing' | 'duplicate'> {
  const old = recommendationKey(id);
  if (recommendationId(fields) === id) {
    try {
      await InvestmentRecommendationEntity.put(stored(fields))
        .where((attribute, { exists }) => exists(attribute.profileId))
        .go();
      return 'done';
    } catch (error) {
      if (isConditionalFailure(error)) return 'missing';
      throw error;
    }
  }
  const outcome = await catalogue.transaction
    .write(({ recommendation }) => [
      recommendation
        .delete(old)
        .where((attribute, { exists }) => exists(attribute.profileId))
        .commit(),
      recommendation.create(stored(fields)).commit(),
    ])
    .go();
  if (!outcome.canceled) return 'done';
  const [deleted, created] = outcome.data.map((item) => item.code);
  if (deleted === 'ConditionalCheckFailed') return 'missing';
  if (created === 'ConditionalCheckFailed') return 'duplicate';
  throw new Error(`recommendation update canceled (${outcome.data.map((item) => item.code).join(', ')})`);
}

/** Deletes the band; false when it did not exist. */
export async function deleteRecommendation(id: string): Promise<boolean> {
  const { data } = await InvestmentRecommendationEntity.delete(recommendationKey(id)).go({
    response: 'all_old',
  });
  return data !== null && data !== undefined && Object.keys(data).length > 0;
}
