import { randomUUID } from 'node:crypto';
import {
  INSTAGRAM_DAILY_LIMIT,
  instagramUsernameProblem,
  instagramUsernameProblemText,
  type CreateInstagramAnalysisBody,
  type InstagramAnalysesResponse,
  type InstagramAnalysisRecord,
} from '../contracts/instagram-analysis';
import type { MarketingAnalysisStatus } from '../contracts/website-analysis';
import { marketingMessages } from '../contracts/messages/marketing';
import {
  closeFailedInstagramRun,
  createInstagramRecord,
  deleteInstagramAnalysis,
  getInstagramAnalysis,
  InstagramDailyLimitError,
  listInstagramAnalyses,
  restartInstagramRecord,
  setInstagramStatus,
} from './instagram-analysis-records';
import { saoPauloDate } from '../domain/notifications';
import { conflictFailure, DomainError, notFoundFailure } from '../domain/errors';
import { instagramConfigured } from '../platform/config/instagram';
import { log } from '../platform/http/log';
import { workflows } from '../platform/workflows';

/**
 * The Instagram analyses of one user (spec 3 "Instagram analysis", 4 "statuses"), as the website's:
 * creation, retry and regeneration take a unit of the daily cap with the record's write, then start a
 * run of the Instagram workflow (pending → processing → completed or failed). Without a configured data
 * source creation and regeneration are refused with the 'EM BREVE' reason, and a retry ends failed
 * with it, as before the source existed.
 */
const text = marketingMessages;

const todayLimit = () => ({ day: saoPauloDate(new Date()), max: INSTAGRAM_DAILY_LIMIT });
const dailyLimit = () => new DomainError('limit-reached', text.instagram.dailyLimit(INSTAGRAM_DAILY_LIMIT));
const noSource = () => conflictFailure(text.instagram.noSource);

/**
 * Starts the run's workflow; a start that fails closes the run as any failed run is closed (the
 * earlier result kept, or failed) and gives the unit back, then answers the analysis as left.
 */
async function startRun(
  userId: string,
  record: InstagramAnalysisRecord,
  runId: string,
): Promise<InstagramAnalysisRecord> {
  try {
    await (
      await workflows()
    ).startInstagram({
      userId,
      analysisId: record.id,
      runId,
      profileUsername: record.profileUsername,
      competitorUsername: record.competitorUsername,
      benchmarkUsername: record.benchmarkUsername,
    });
    return record;
  } catch (error) {
    log('error', 'instagram workflow did not start', { analysisId: record.id, error: String(error) });
    await closeFailedInstagramRun(userId, record.id, runId, {
      message: text.api.startFailed,
      reason: String(error),
    });
    return (
      (await getInstagramAnalysis(userId, record.id, { consistent: true })) ?? {
        ...record,
        status: 'failed',
        error: text.api.startFailed,
      }
    );
  }
}

export async function listAnalyses(userId: string): Promise<InstagramAnalysesResponse> {
  return { analyses: await listInstagramAnalyses(userId), creationEnabled: instagramConfigured() };
}

export async function getAnalysis(userId: string, analysisId: string): Promise<InstagramAnalysisRecord> {
  const found = await getInstagramAnalysis(userId, analysisId);
  if (!found) throw notFoundFailure(text.instagram.notFound);
  return found;
}

/**
 * Spec 5's form rules, the same as the form's (the route's zod contract already refused a body that
 * breaks them; checked again for callers in this process): the names trimmed, an empty one none.
 */
function checkedUsernames(body: CreateInstagramAnalysisBody) {
  const fields = [
    ['profileUsername', body.profileUsername, true],
    ['competitorUsername', body.competitorUsername ?? '', false],
    ['benchmarkUsername', body.benchmarkUsername ?? '', false],
  ] as const;
  const details = fields.flatMap(([field, value, required]) => {
    const problem = instagramUsernameProblem(value, required);
    return problem ? [{ field, message: instagramUsernameProblemText[problem] }] : [];
  });
  if (details.length > 0) throw new DomainError('invalid', details[0]!.message, details);
  const name = (value: string | null | undefined) => value?.trim() || null;
  return {
    profileUsername: body.profileUsername.trim(),
    competitorUsername: name(body.competitorUsername),
    benchmarkUsername: name(body.benchmarkUsername),
  };
}

export async function createAnalysis(
  userId: string,
  body: CreateInstagramAnalysisBody,
): Promise<InstagramAnalysisRecord> {
  const usernames = checkedUsernames(body);
  if (!instagramConfigured()) throw noSource();
  const runId = randomUUID();
  try {
    const record = await createInstagramRecord(
      userId,
      { analysisId: randomUUID(), runId, ...usernames },
      todayLimit(),
    );
    return await startRun(userId, record, runId);
  } catch (error) {
    if (error instanceof InstagramDailyLimitError) throw dailyLimit();
    throw error;
  }
}

/**
 * Without a data source, a retry is answered as before the source existed: pending, then failed with
 * the reason, within the request (no unit taken, no workflow).
 */
async function failWithoutSource(userId: string, found: InstagramAnalysisRecord) {
  if (!(await setInstagramStatus(userId, found.id, { status: 'pending' }, ['failed'])))
    throw conflictFailure(text.api.notRestartable);
  const failed = await setInstagramStatus(
    userId,
    found.id,
    { status: 'failed', error: text.instagram.noSource },
    ['pending'],
  );
  return failed ?? getAnalysis(userId, found.id);
}

/** Retry (a failed analysis) or regenerate (a completed or failed one): a new run, pending. */
export async function restartAnalysis(
  userId: string,
  analysisId: string,
  mode: 'retry' | 'regenerate',
): Promise<InstagramAnalysisRecord> {
  const from: MarketingAnalysisStatus[] = mode === 'retry' ? ['failed'] : ['completed', 'failed'];
  const current = await getAnalysis(userId, analysisId);
  if (!from.includes(current.status)) throw conflictFailure(text.api.notRestartable);
  if (!instagramConfigured()) {
    if (mode === 'regenerate') throw noSource();
    return failWithoutSource(userId, current);
  }
  const runId = randomUUID();
  try {
    const restarted = await restartInstagramRecord(userId, current, runId, from, todayLimit());
    if (restarted === 'missing') throw notFoundFailure(text.instagram.notFound);
    if (restarted === 'not-restartable') throw conflictFailure(text.api.notRestartable);
    return await startRun(userId, restarted, runId);
  } catch (error) {
    if (error instanceof InstagramDailyLimitError) throw dailyLimit();
    throw error;
  }
}

export async function deleteAnalysis(userId: string, analysisId: string): Promise<void> {
  if (!(await deleteInstagramAnalysis(userId, analysisId))) throw notFoundFailure(text.instagram.notFound);
}
