import { Entity, Service, type EntityItem } from 'electrodb';
import { documentClient, tableName } from '../platform/data/client';
import { serviceName } from '../platform/data/table';
import { auditOp, settled, type AuditEntry } from '../platform/data/audit-log';
import { key } from '../platform/data/schema';

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
        pk: key('pk', 'CATALOG#INVESTOR_PROFILES', []),
        sk: key('sk', 'PROFILE#${profileId}', ['profileId']),
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
        pk: key('pk', 'CATALOG#INVREC', []),
        sk: key('sk', 'REC#${profileId}#${businessType}#${revenueMin}', [
          'profileId',
          'businessType',
          'revenueMin',
        ]),
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

const catalogue = new Service(
  { recommendation: InvestmentRecommendationEntity },
  { client: documentClient, table: tableName },
);

/** Creates a band with its audit (one transaction); false when one with its key exists (nothing written). */
export async function createRecommendation(fields: RecommendationWrite, audit: AuditEntry): Promise<boolean> {
  const outcome = await catalogue.transaction
    .write(({ recommendation }) => [recommendation.create(stored(fields)).commit(), ...auditOp(audit)])
    .go();
  const codes = settled(outcome, audit);
  if (!codes) return true;
  if (codes[0] === 'ConditionalCheckFailed') return false;
  throw new Error(`recommendation creation canceled (${codes.join(', ')})`);
}

/**
 * Replaces the band `id` by `fields`, with its audit, in ONE transaction. The same key: a put
 * conditioned on the band existing. A new key (profile, type or minimum changed): the old band is
 * deleted (it must exist) and the new one created (it must not). Answers what stopped it, or 'done'.
 */
export async function replaceRecommendation(
  id: string,
  fields: RecommendationWrite,
  audit: AuditEntry,
): Promise<'done' | 'missing' | 'duplicate'> {
  const old = recommendationKey(id);
  const moved = recommendationId(fields) !== id;
  const outcome = await catalogue.transaction
    .write(({ recommendation }) => [
      ...(moved
        ? [
            recommendation
              .delete(old)
              .where((attribute, { exists }) => exists(attribute.profileId))
              .commit(),
            recommendation.create(stored(fields)).commit(),
          ]
        : [
            recommendation
              .put(stored(fields))
              .where((attribute, { exists }) => exists(attribute.profileId))
              .commit(),
          ]),
      ...auditOp(audit),
    ])
    .go();
  const codes = settled(outcome, audit);
  if (!codes) return 'done';
  const [first, second] = codes;
  if (first === 'ConditionalCheckFailed') return 'missing';
  if (moved && second === 'ConditionalCheckFailed') return 'duplicate';
  throw new Error(`recommendation update canceled (${codes.join(', ')})`);
}

/** Deletes the band with its audit (one transaction); false when it did not exist. */
export async function deleteRecommendation(id: string, audit: AuditEntry): Promise<boolean> {
  const outcome = await catalogue.transaction
    .write(({ recommendation }) => [
      recommendation
        .delete(recommendationKey(id))
        .where((attribute, { exists }) => exists(attribute.profileId))
        .commit(),
      ...auditOp(audit),
    ])
    .go();
  const codes = settled(outcome, audit);
  if (!codes) return true;
  if (codes[0] === 'ConditionalCheckFailed') return false;
  throw new Error(`recommendation deletion canceled (${codes.join(', ')})`);
}
