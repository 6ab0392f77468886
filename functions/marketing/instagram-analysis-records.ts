import { CustomAttributeType, Entity } from 'electrodb';
import type { InstagramAnalysisData, InstagramAnalysisRecord } from '../contracts/instagram-analysis';
import type { MarketingAnalysisStatus } from '../contracts/website-analysis';
import { documentClient, tableName } from '../platform/data/client';
import { isConditionalFailure, conditionalWrite } from '../platform/data/conditions';
import { serviceName } from '../platform/data/table';
import { createdAt, updatedAt, key } from '../platform/data/schema';

/** A user's Instagram analyses: `USER#<sub>` / `INSTAGRAM#<analysisId>` (spec 3 "Instagram analysis"). */
export const InstagramAnalysisEntity = new Entity(
  {
    model: { entity: 'instagramAnalysis', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      analysisId: { type: 'string', required: true, readOnly: true },
      profileUsername: { type: 'string', required: true, readOnly: true },
      competitorUsername: { type: 'string' },
      benchmarkUsername: { type: 'string' },
      status: { type: ['pending', 'processing', 'completed', 'failed'] as const, required: true },
      error: { type: 'string' },
      analysisData: { type: CustomAttributeType<unknown>('any') },
      /** Set by the demo seed only (functions/local/demo-instagram.ts). */
      example: { type: 'boolean' },
      createdAt,
      updatedAt,
    },
    indexes: {
      byUser: {
        pk: key('pk', 'USER#${userId}', ['userId']),
        sk: key('sk', 'INSTAGRAM#${analysisId}', ['analysisId']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

function toRecord(item: Record<string, unknown>): InstagramAnalysisRecord {
  return {
    id: item.analysisId as string,
    profileUsername: item.profileUsername as string,
    competitorUsername: (item.competitorUsername as string | undefined) ?? null,
    benchmarkUsername: (item.benchmarkUsername as string | undefined) ?? null,
    status: item.status as MarketingAnalysisStatus,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    error: (item.error as string | undefined) ?? null,
    analysisData: (item.analysisData as InstagramAnalysisData | undefined) ?? null,
    example: item.example === true,
  };
}

/** The user's Instagram analyses (one Query), newest first. */
export async function listInstagramAnalyses(userId: string): Promise<InstagramAnalysisRecord[]> {
  const { data } = await InstagramAnalysisEntity.query.byUser({ userId }).go({ pages: 'all' });
  return (data as Record<string, unknown>[])
    .map(toRecord)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function getInstagramAnalysis(
  userId: string,
  analysisId: string,
): Promise<InstagramAnalysisRecord | null> {
  const { data } = await InstagramAnalysisEntity.get({ userId, analysisId }).go();
  return data ? toRecord(data as Record<string, unknown>) : null;
}

/** Seed and demo data only (creation through the API stays disabled until a data source exists). */
export async function putInstagramAnalysis(
  userId: string,
  analysis: Omit<InstagramAnalysisRecord, 'id' | 'updatedAt' | 'error' | 'example'> & {
    id: string;
    error?: string | null;
    example?: boolean;
  },
): Promise<InstagramAnalysisRecord> {
  const { data } = await InstagramAnalysisEntity.put({
    userId,
    analysisId: analysis.id,
    profileUsername: analysis.profileUsername,
    ...(analysis.competitorUsername ? { competitorUsername: analysis.competitorUsername } : {}),
    ...(analysis.benchmarkUsername ? { benchmarkUsername: analysis.benchmarkUsername } : {}),
    status: analysis.status,
    ...(analysis.error ? { error: analysis.error } : {}),
    ...(analysis.analysisData ? { analysisData: analysis.analysisData } : {}),
    ...(analysis.example ? { example: true } : {}),
    createdAt: analysis.createdAt,
  }).go();
  return toRecord(data as Record<string, unknown>);
}

/**
 * Sets the status (and the error of a failed one), only when the status is one of `from`: the analysis
 * as written, or null when it is missing or in another status.
 */
export async function setInstagramStatus(
  userId: string,
  analysisId: string,
  to: { status: MarketingAnalysisStatus; error?: string },
  from: readonly MarketingAnalysisStatus[],
): Promise<InstagramAnalysisRecord | null> {
  try {
    const update = InstagramAnalysisEntity.patch({ userId, analysisId }).set({ status: to.status });
    const { data } = await (to.error ? update.set({ error: to.error }) : update.remove(['error']))
      .where(({ status }, { eq }) => `(${from.map((allowed) => eq(status, allowed)).join(' OR ')})`)
      .go({ response: 'all_new' });
    return toRecord(data as Record<string, unknown>);
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

export async function deleteInstagramAnalysis(userId: string, analysisId: string): Promise<boolean> {
  return conditionalWrite(
    InstagramAnalysisEntity.delete({ userId, analysisId })
      .where(({ analysisId: id }, { exists }) => exists(id))
      .go(),
  );
}
