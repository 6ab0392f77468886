import type { InstagramAnalysesResponse, InstagramAnalysisRecord } from '../contracts/instagram-analysis';
import { marketingMessages } from '../contracts/messages/marketing';
import {
  deleteInstagramAnalysis,
  getInstagramAnalysis,
  listInstagramAnalyses,
  putInstagramAnalysis,
  setInstagramStatus,
} from './instagram-analysis-records';
import { conflictFailure, notFoundFailure } from '../domain/errors';
import { log } from '../platform/http/log';
import { instagramSource, InstagramSourceUnavailableError } from './instagram-source';

const text = marketingMessages;

export async function listAnalyses(userId: string): Promise<InstagramAnalysesResponse> {
  return { analyses: await listInstagramAnalyses(userId) };
}

export async function getAnalysis(userId: string, analysisId: string): Promise<InstagramAnalysisRecord> {
  const found = await getInstagramAnalysis(userId, analysisId);
  if (!found) throw notFoundFailure(text.instagram.notFound);
  return found;
}

/**
 * Retry of a failed analysis (spec 4): read beside the subscription check, set pending, then the source
 * port runs. The source answers within the request (there is none yet: it refuses at once); its outcome
 * is stored and answered as written, so the record is never left pending: completed with the data, or
 * failed with the reason. Three round trips: the spec's pending state is written before the source runs.
 */
export async function retryAnalysis(userId: string, analysisId: string): Promise<InstagramAnalysisRecord> {
  const found = await getAnalysis(userId, analysisId);
  if (
    found.status !== 'failed' ||
    !(await setInstagramStatus(userId, analysisId, { status: 'pending' }, ['failed']))
  ) {
    throw conflictFailure(text.api.notRestartable);
  }
  try {
    const analysisData = await instagramSource().analyze({
      profile: found.profileUsername,
      competitor: found.competitorUsername,
      benchmark: found.benchmarkUsername,
    });
    return await putInstagramAnalysis(userId, { ...found, status: 'completed', analysisData, error: null });
  } catch (error) {
    log('info', 'instagram analysis failed', { analysisId, error: String(error) });
    const reason =
      error instanceof InstagramSourceUnavailableError ? error.message : text.toasts.failedDescription;
    const failed = await setInstagramStatus(userId, analysisId, { status: 'failed', error: reason }, [
      'pending',
    ]);
    return failed ?? getAnalysis(userId, analysisId);
  }
}

export async function deleteAnalysis(userId: string, analysisId: string): Promise<void> {
  if (!(await deleteInstagramAnalysis(userId, analysisId))) throw notFoundFailure(text.instagram.notFound);
}
