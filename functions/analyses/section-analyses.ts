import { Entity, type EntityItem } from 'electrodb';
import type { SectionAnalysis } from '../contracts/analyses';
import { documentClient, tableName } from '../platform/data/client';
import { batchWrite, type ItemKey } from '../platform/data/raw-items';
import { serviceName } from '../platform/data/table';
import { now } from '../platform/data/clock';
import { key } from '../platform/data/schema';

/**
 * The per-section analyses of a result (the founder diagnostic), under the user's partition:
 *   USER#<userId> / ANALYSIS#<resultId>#SECTION#<sectionKey>
 * One item per section, replaced each time the section is analysed again. begins_with
 * `ANALYSIS#<resultId>#SECTION#` lists exactly one result's sections (the result screen and the reset);
 * the result's own analysis (`ANALYSIS#<resultId>`) is read by GetItem, never by that prefix.
 */
export const SectionAnalysisEntity = new Entity(
  {
    model: { entity: 'sectionAnalysis', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      resultId: { type: 'string', required: true, readOnly: true },
      sectionKey: { type: 'string', required: true, readOnly: true },
      /** Markdown-ish text: a '## ' title, paragraphs and '- ' bullets. */
      analysis: { type: 'string', required: true },
      generatedLocally: { type: 'boolean', required: true, default: false },
      /** The newest updatedAt of the section's answers it was generated from (see sectionAnswersVersion). */
      answersVersion: { type: 'string', required: true },
      /** Set by saveSectionAnalysis (items are only ever put whole). */
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byUser: {
        pk: key('pk', 'USER#${userId}', ['userId']),
        sk: key('sk', 'ANALYSIS#${resultId}#SECTION#${sectionKey}', ['resultId', 'sectionKey']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

type SectionAnalysisItem = EntityItem<typeof SectionAnalysisEntity>;

/** A stored section analysis with the version of the answers it was generated from. */
export interface StoredSectionAnalysis extends SectionAnalysis {
  answersVersion: string;
}

const toStored = (item: SectionAnalysisItem): StoredSectionAnalysis => ({
  sectionKey: item.sectionKey,
  analysis: item.analysis,
  generatedLocally: item.generatedLocally ?? false,
  updatedAt: item.updatedAt,
  answersVersion: item.answersVersion,
});

/** What the API answers (the answers' version stays internal). */
export const toSectionAnalysis = ({ answersVersion: _version, ...analysis }: StoredSectionAnalysis) =>
  analysis satisfies SectionAnalysis;

/** One section's analysis, or null (a GetItem). */
export async function getSectionAnalysis(
  userId: string,
  resultId: string,
  sectionKey: string,
): Promise<StoredSectionAnalysis | null> {
  const { data } = await SectionAnalysisEntity.get({ userId, resultId, sectionKey }).go();
  return data ? toStored(data) : null;
}

/** Every section analysis of a result (one Query, begins_with `ANALYSIS#<resultId>#SECTION#`). */
export async function listSectionAnalyses(userId: string, resultId: string): Promise<SectionAnalysis[]> {
  const { data } = await SectionAnalysisEntity.query.byUser({ userId, resultId }).go({ pages: 'all' });
  return data.map((item) => toSectionAnalysis(toStored(item)));
}

/** Stores (or replaces) a section's analysis: one PutItem. */
export async function saveSectionAnalysis(
  userId: string,
  resultId: string,
  analysis: Omit<StoredSectionAnalysis, 'updatedAt'>,
): Promise<StoredSectionAnalysis> {
  const item = { userId, resultId, ...analysis, updatedAt: now() };
  await SectionAnalysisEntity.put(item).go();
  return { ...analysis, updatedAt: item.updatedAt };
}

/** Deletes every section analysis of a result (reset): one Query of keys, then BatchWriteItem. */
export async function deleteSectionAnalyses(userId: string, resultId: string): Promise<void> {
  const { data } = await SectionAnalysisEntity.query
    .byUser({ userId, resultId })
    .go({ pages: 'all', attributes: ['userId', 'resultId', 'sectionKey'] });
  await batchWrite(
    data.map((item) => ({
      delete: SectionAnalysisEntity.delete({ userId, resultId, sectionKey: item.sectionKey }).params()
        .Key as ItemKey,
    })),
  );
}
