import { isDeepStrictEqual } from 'node:util';
import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import type { AllocationData, InvestorProfileDataContract, InvestorReport } from '../contracts/investor';
import { documentClient, tableName } from '../platform/data/client';
import { serviceName } from '../platform/data/table';
import { now } from '../platform/data/clock';
import { createdAt, key } from '../platform/data/schema';

/**
 * The investor report of a result (spec: investor_reports), under the user's partition:
 *   USER#<userId> / INVESTOR#<resultId>
 * One item per user and result (result id = diagnostic id, 'investidor' for the seeded diagnostic),
 * rewritten by one PutItem each time GET /api/investor-report/{resultId} computes it; createdAt is kept
 * from the first write (the route reads the previous item in its parallel reads).
 */
export const InvestorReportEntity = new Entity(
  {
    model: { entity: 'investorReport', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      resultId: { type: 'string', required: true, readOnly: true },
      profileId: { type: 'string', required: true },
      profileName: { type: 'string', required: true },
      score: { type: 'number', required: true },
      profileData: { type: CustomAttributeType<unknown>('any'), required: true },
      /** 'Erro ao calcular perfil: …' when the profile fell back to Moderado; absent otherwise. */
      profileError: { type: 'string' },
      allocationData: { type: CustomAttributeType<unknown>('any'), required: true },
      businessType: { type: 'string', required: true },
      revenue: { type: 'number', required: true },
      revenueValid: { type: 'boolean', required: true },
      revenueMessage: { type: 'string' },
      marketingBudget: { type: 'number', required: true },
      suggestedBudget: { type: 'number', required: true },
      differencePercent: { type: 'number', required: true },
      createdAt,
      updatedAt: { type: 'string', required: true, default: now },
    },
    indexes: {
      byUser: {
        pk: key('pk', 'USER#${userId}', ['userId']),
        sk: key('sk', 'INVESTOR#${resultId}', ['resultId']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

type InvestorReportItem = EntityItem<typeof InvestorReportEntity>;

export type InvestorReportInput = Omit<InvestorReport, 'createdAt' | 'updatedAt'>;

export function toInvestorReport(item: InvestorReportItem): InvestorReport {
  return {
    resultId: item.resultId,
    profileId: item.profileId,
    profileName: item.profileName,
    score: item.score,
    profileData: item.profileData as InvestorProfileDataContract,
    profileError: item.profileError ?? null,
    allocationData: item.allocationData as AllocationData,
    businessType: item.businessType === 'B2C' ? 'B2C' : 'B2B',
    revenue: item.revenue,
    revenueValid: item.revenueValid,
    revenueMessage: item.revenueMessage ?? null,
    marketingBudget: item.marketingBudget,
    suggestedBudget: item.suggestedBudget,
    differencePercent: item.differencePercent,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** The stored report, or null when there is none (a GetItem). */
export async function getInvestorReport(userId: string, resultId: string): Promise<InvestorReport | null> {
  const { data } = await InvestorReportEntity.get({ userId, resultId }).go();
  return data ? toInvestorReport(data) : null;
}

/**
 * Writes the report: ONE PutItem that replaces the whole item (so no field of an earlier run survives),
 * keeping the previous `createdAt`. Nothing is written when the report is the previous one (the same
 * answers and recommendations give the same report): reading it again costs no write.
 */
export async function saveInvestorReport(
  userId: string,
  report: InvestorReportInput,
  previous: InvestorReport | null,
): Promise<InvestorReport> {
  const { profileError, revenueMessage, ...rest } = report;
  const timestamp = now();
  const item = {
    userId,
    ...rest,
    ...(profileError === null ? {} : { profileError }),
    ...(revenueMessage === null ? {} : { revenueMessage }),
    createdAt: previous?.createdAt ?? timestamp,
    updatedAt: timestamp,
  };
  const saved = toInvestorReport(item as InvestorReportItem);
  if (previous && isDeepStrictEqual({ ...saved, updatedAt: previous.updatedAt }, previous)) return previous;
  await InvestorReportEntity.put(item).go();
  return saved;
}

/** Removes the report (reset of the diagnostic); nothing happens when there is none. */
export async function deleteInvestorReport(userId: string, resultId: string): Promise<void> {
  await InvestorReportEntity.delete({ userId, resultId }).go();
}
