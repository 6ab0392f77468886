import type {
  WebsiteAnalysisData,
  WebsiteAnalysisRecord,
  WebsiteAnalysisSummary,
} from '../contracts/website-analysis';
import type { StoredWebsiteAnalysis, WebsiteRunResult } from './website-analysis-records';
import { evaluateChecks } from '../domain/website-checks';
import { overallScore, performanceBlock } from '../domain/website-score';

/**
 * The normalised analysis data (spec 3) of a run's result: the text as written, the overall score
 * and the performance block computed from what is measured now (performance may arrive after the
 * text), and the facts under api_data.
 */
export function analysisData(stored: WebsiteRunResult): WebsiteAnalysisData | null {
  if (!stored.text || !stored.facts || !stored.validation) return null;
  const { generatedLocally, ...text } = stored.text;
  const checks = evaluateChecks(stored.facts, stored.validation);
  return {
    ...text,
    overall_score: overallScore(checks, stored.performance),
    performance: performanceBlock(stored.performance),
    api_data: { page: stored.facts, html_validation: stored.validation, pagespeed: stored.performance },
    ...(generatedLocally ? { generatedLocally } : {}),
  };
}

export const toSummary = (stored: StoredWebsiteAnalysis): WebsiteAnalysisSummary => ({
  id: stored.analysisId,
  websiteUrl: stored.websiteUrl,
  status: stored.status,
  hasResult: stored.status === 'completed' || stored.hasPrevious,
  createdAt: stored.createdAt,
  updatedAt: stored.updatedAt,
});

export const toRecord = (stored: StoredWebsiteAnalysis): WebsiteAnalysisRecord => ({
  ...toSummary(stored),
  steps: stored.steps,
  error: stored.error,
  // While a regeneration runs, the earlier result: the new run's is shown only once completed.
  analysisData: analysisData(stored.previous ?? stored),
  regenerationError: stored.regenerationError,
});
