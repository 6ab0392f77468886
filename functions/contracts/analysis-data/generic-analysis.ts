import * as z from 'zod';
import { generatedLocally, isRecord, readText, readTextList, text, textList } from './common';

/**
 * The analysis of any other published diagnostic (one an admin created): a summary and four lists,
 * from whatever its questions ask (functions/ai/tasks/generic-analysis.ts).
 */
export const genericAnalysisSchema = z.object({
  resumo: text,
  pontos_fortes: textList,
  lacunas: textList,
  recomendacoes: textList,
  principais_insights: textList,
  generatedLocally,
});
export type GenericAnalysis = z.infer<typeof genericAnalysisSchema>;

const genericAnalysisReadSchema = z.object({
  resumo: readText,
  pontos_fortes: readTextList,
  lacunas: readTextList,
  recomendacoes: readTextList,
  principais_insights: readTextList,
});
export type GenericAnalysisRead = z.infer<typeof genericAnalysisReadSchema>;

/** The fields only this analysis has: what tells it from a business analysis (which has pontos_fortes too). */
const ownKeys = ['resumo', 'lacunas', 'principais_insights'] as const;

/** Reads a stored generic analysis with defaults for what is missing; null when the data is not one. */
export function readGenericAnalysis(data: unknown): GenericAnalysisRead | null {
  if (!isRecord(data) || !ownKeys.some((key) => data[key] !== undefined)) return null;
  return genericAnalysisReadSchema.parse(data);
}
