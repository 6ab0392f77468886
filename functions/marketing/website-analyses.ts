import { randomUUID } from 'node:crypto';
import { marketingMessages } from '../contracts/messages/marketing';
import {
  normaliseWebsiteUrl,
  WEBSITE_DAILY_LIMIT,
  type MarketingAnalysisStatus,
  type WebsiteAnalysesResponse,
  type WebsiteAnalysisRecord,
} from '../contracts/website-analysis';
import {
  closeFailedWebsiteRun,
  createWebsiteAnalysis,
  deleteWebsiteAnalysis,
  getWebsiteAnalysis,
  listWebsiteAnalyses,
  restartWebsiteAnalysis,
  WebsiteDailyLimitError,
  type StoredWebsiteAnalysis,
} from './website-analysis-records';
import { saoPauloDate } from '../domain/notifications';
import { conflictFailure, DomainError, notFoundFailure } from '../domain/errors';
import { log } from '../platform/http/log';
import { countMetric } from '../platform/http/metrics';
import { workflows } from '../platform/workflows';
import { toRecord, toSummary } from './website-record';

/**
 * The website analyses of one user (spec 3 "Website analysis", 4 "statuses"): creation, retry and
 * regeneration start a run of the website workflow; each counts against the user's daily cap.
 */
const text = marketingMessages;

const todayLimit = () => ({ day: saoPauloDate(new Date()), max: WEBSITE_DAILY_LIMIT });

const dailyLimit = () => new DomainError('limit-reached', text.website.dailyLimit(WEBSITE_DAILY_LIMIT));

/**
 * Starts the run's workflow; a start that fails closes the run as any failed run is closed (the
 * earlier result put back, or failed) and gives the unit back, then answers the analysis as left.
 */
async function startRun(userId: string, stored: StoredWebsiteAnalysis): Promise<StoredWebsiteAnalysis> {
  try {
    await (
      await workflows()
    ).startWebsite({
      userId,
      analysisId: stored.analysisId,
      runId: stored.runId,
      websiteUrl: stored.websiteUrl,
    });
    countMetric('websiteAnalyses');
    return stored;
  } catch (error) {
    log('error', 'website workflow did not start', { analysisId: stored.analysisId, error: String(error) });
    await closeFailedWebsiteRun(userId, stored.analysisId, stored.runId, {
      message: text.api.startFailed,
      reason: String(error),
    });
    return (
      (await getWebsiteAnalysis(userId, stored.analysisId, { consistent: true })) ?? {
        ...stored,
        status: 'failed',
        error: text.api.startFailed,
      }
    );
  }
}

export async function listAnalyses(userId: string): Promise<WebsiteAnalysesResponse> {
  return { analyses: (await listWebsiteAnalyses(userId)).map(toSummary) };
}

export async function getAnalysis(userId: string, analysisId: string): Promise<WebsiteAnalysisRecord> {
  const stored = await getWebsiteAnalysis(userId, analysisId);
  if (!stored) throw notFoundFailure(text.website.notFound);
  return toRecord(stored);
}

/** Spec 5's URL rules, the same as the form's: required, https:// when no scheme, must parse. */
export async function createAnalysis(userId: string, websiteUrl: string): Promise<WebsiteAnalysisRecord> {
  const url = normaliseWebsiteUrl(websiteUrl);
  if (!url.ok) {
    const message = url.problem === 'required' ? text.website.urlRequired : text.website.urlInvalid;
    throw new DomainError('invalid', message, [{ field: 'websiteUrl', message }]);
  }
  try {
    const stored = await createWebsiteAnalysis(
      userId,
      { analysisId: randomUUID(), websiteUrl: url.url, runId: randomUUID() },
      todayLimit(),
    );
    return toRecord(await startRun(userId, stored));
  } catch (error) {
    if (error instanceof WebsiteDailyLimitError) throw dailyLimit();
    throw error;
  }
}

/**
 * Retry (a failed analysis) or regenerate (a completed or failed one): a new run, pending. The analysis
 * is read beside the paid route's subscription check; nothing is written without both (paywall).
 */
export async function restartAnalysis(
  userId: string,
  analysisId: string,
  mode: 'retry' | 'regenerate',
): Promise<WebsiteAnalysisRecord> {
  const from: MarketingAnalysisStatus[] = mode === 'retry' ? ['failed'] : ['completed', 'failed'];
  const current = await getWebsiteAnalysis(userId, analysisId);
  if (!current) throw notFoundFailure(text.website.notFound);
  if (!from.includes(current.status)) throw conflictFailure(text.api.notRestartable);
  try {
    const stored = await restartWebsiteAnalysis(userId, current, randomUUID(), from, todayLimit());
    if (stored === 'missing') throw notFoundFailure(text.website.notFound);
    if (stored === 'not-restartable') throw conflictFailure(text.api.notRestartable);
    return toRecord(await startRun(userId, stored));
  } catch (error) {
    if (error instanceof WebsiteDailyLimitError) throw dailyLimit();
    throw error;
  }
}

export async function deleteAnalysis(userId: string, analysisId: string): Promise<void> {
  if (!(await deleteWebsiteAnalysis(userId, analysisId))) throw notFoundFailure(text.website.notFound);
}
