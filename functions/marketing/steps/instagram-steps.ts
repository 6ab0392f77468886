import { marketingMessages } from '../../contracts/messages/marketing';
import { defineStep, log } from '../../platform/http/log';
import type { InstagramRunInput } from '../../platform/workflows/definitions';
import {
  failureReport,
  retryableIfAsked,
  type CaughtFailure,
} from '../../platform/workflows/failure-message';
import {
  closeFailedInstagramRun,
  completeInstagramRun,
  updateInstagramRun,
} from '../instagram-analysis-records';
import { InstagramGraphError } from '../instagram/graph-errors';
import { instagramSource, InstagramSourceUnavailableError } from '../instagram-source';

/** The Instagram workflow's steps (infra/workflows/instagram.asl.json): one Lambda. */
export type InstagramStepEvent = InstagramRunInput &
  ({ action: 'begin' } | { action: 'analyze' } | { action: 'fail'; failure?: CaughtFailure });

const failureTexts = {
  modelUnavailable: 'O serviço de IA está sobrecarregado no momento. Tente novamente em alguns minutos.',
  failed: marketingMessages.toasts.failedDescription,
};

const runOf = (event: InstagramRunInput) => [event.userId, event.analysisId, event.runId] as const;

/**
 * A read the source refused ends the run here, failed with the Portuguese reason the user reads (an
 * unknown or personal account, a rate limit, no source), as any failed run ends (a regeneration's
 * earlier result kept, the day's unit given back); the execution itself succeeds, so the
 * workflow's failure alarm counts only what no step handled. What only the operator can fix (the
 * token, the app's permissions) is logged at error level with `operatorAlert`, which the Instagram
 * task's alarm counts (docs/operations.md); the user reads "tente novamente mais tarde".
 */
async function failRead(
  event: InstagramRunInput,
  error: InstagramGraphError | InstagramSourceUnavailableError,
) {
  const graph = error instanceof InstagramGraphError ? error : null;
  if (graph?.operatorAlert) {
    log('error', 'instagram graph refused the operator’s access', {
      operatorAlert: true,
      kind: graph.kind,
      diagnostic: graph.diagnostic,
      analysisId: event.analysisId,
    });
  }
  const marked = await closeFailedInstagramRun(...runOf(event), {
    message: error.message,
    reason: graph ? `${graph.kind}: ${graph.diagnostic}` : error.name,
  });
  log('info', 'instagram analysis failed', { analysisId: event.analysisId, kind: graph?.kind, marked });
  return { status: 'failed' };
}

/** Analyze: the profiles read (cache first), the recommendations written from them, the run completed. */
async function analyze(event: InstagramRunInput): Promise<{ status: string }> {
  let profiles;
  try {
    profiles = await (
      await instagramSource()
    ).readProfiles({
      profile: event.profileUsername,
      competitor: event.competitorUsername ?? null,
      benchmark: event.benchmarkUsername ?? null,
    });
  } catch (error) {
    if (error instanceof InstagramGraphError || error instanceof InstagramSourceUnavailableError)
      return failRead(event, error);
    throw error;
  }
  // The model's code is imported by the step that calls it.
  const { modelPort } = await import('../../ai/model-port');
  let written;
  try {
    written = await modelPort().generate('instagram-recommendations', profiles);
  } catch (error) {
    throw retryableIfAsked(error);
  }
  const completed = await completeInstagramRun(...runOf(event), {
    ...profiles,
    recommendations: written.recommendations,
  });
  return { status: completed ? 'completed' : 'skipped' };
}

/** The handler of the Instagram workflow's Task states. Errors propagate for Retry/Catch. */
export async function runInstagramStep(event: InstagramStepEvent): Promise<Record<string, unknown>> {
  if (!event?.userId || !event.analysisId || !event.runId || !event.profileUsername) {
    throw new TypeError('instagram task: userId, analysisId, runId and profileUsername are required');
  }
  switch (event.action) {
    case 'begin':
      return { current: await updateInstagramRun(...runOf(event), { status: 'processing' }) };
    case 'analyze':
      return analyze(event);
    case 'fail': {
      const { message: error, reason } = failureReport(event.failure, failureTexts);
      const marked = await closeFailedInstagramRun(...runOf(event), {
        message: error,
        ...(reason ? { reason } : {}),
      });
      log('info', 'instagram analysis failed', { analysisId: event.analysisId, marked });
      return { status: 'failed', error };
    }
    default:
      throw new TypeError('instagram task: unknown action');
  }
}

/** Lambda: every Task state of the Instagram workflow. */
export const handler = defineStep('instagram', runInstagramStep);
