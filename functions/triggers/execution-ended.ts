import { isDossierSectionKey } from '../contracts/analysis-data/dossier/sections';
import { analysisApiMessages } from '../contracts/messages/analysis-api';
import { dossierMessages } from '../contracts/messages/dossier';
import { addLogContext, defineStep, log } from '../platform/http/log';
import { countMetric } from '../platform/http/metrics';
import {
  endedWithoutOutcome,
  type DossierRunInput,
  type PlanRunInput,
} from '../platform/workflows/definitions';
import { actionPlanMessages } from '../contracts/messages/action-plan';
import { marketingMessages } from '../contracts/messages/marketing';
import type { InstagramRunInput, WebsiteRunInput } from '../platform/workflows/definitions';

/**
 * EventBridge "Step Functions Execution Status Change" for the workflows (locally, the local runner
 * calls it when an execution ends). A Catch never runs when the execution itself times out or is
 * stopped, so without this an analysis would stay processing and a dossier's lock held.
 */
export interface ExecutionStatusChange {
  'detail-type'?: string;
  detail?: { status?: string; executionArn?: string; input?: string | null };
}

interface AnalysisRunInput {
  userId: string;
  resultId: string;
}

type RunInput =
  | { kind: 'analysis'; input: AnalysisRunInput }
  | { kind: 'dossier'; input: DossierRunInput }
  | { kind: 'action-plan'; input: Pick<PlanRunInput, 'userId' | 'planId'> }
  | { kind: 'website'; input: WebsiteRunInput }
  | { kind: 'instagram'; input: Pick<InstagramRunInput, 'userId' | 'analysisId' | 'runId'> };

function parseInput(input: string | null | undefined): RunInput | null {
  if (!input) return null;
  try {
    const parsed = JSON.parse(input) as Record<string, unknown>;
    if (typeof parsed.userId !== 'string') return null;
    if (typeof parsed.runId === 'string' && Array.isArray(parsed.sections)) {
      const sections = parsed.sections.filter(isDossierSectionKey);
      return { kind: 'dossier', input: { userId: parsed.userId, runId: parsed.runId, sections } };
    }
    if (
      typeof parsed.analysisId === 'string' &&
      typeof parsed.runId === 'string' &&
      typeof parsed.websiteUrl === 'string'
    ) {
      const { userId, analysisId, runId, websiteUrl } = parsed as unknown as WebsiteRunInput;
      return { kind: 'website', input: { userId, analysisId, runId, websiteUrl } };
    }
    if (
      typeof parsed.analysisId === 'string' &&
      typeof parsed.runId === 'string' &&
      typeof parsed.profileUsername === 'string'
    ) {
      const { userId, analysisId, runId } = parsed as unknown as InstagramRunInput;
      return { kind: 'instagram', input: { userId, analysisId, runId } };
    }
    if (typeof parsed.planId === 'string') {
      return { kind: 'action-plan', input: { userId: parsed.userId, planId: parsed.planId } };
    }
    if (typeof parsed.resultId === 'string') {
      return { kind: 'analysis', input: { userId: parsed.userId, resultId: parsed.resultId } };
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * An analysis or plan-generation execution that timed out or was stopped: its item becomes error
 * when still processing. A website or Instagram execution that did: its run is closed as the
 * workflow's failure step closes it (a regeneration's earlier result kept, the day's unit given back).
 * A dossier execution that ended in any way: its lock is released and its unfinished sections
 * become failed (nothing when the run's last step already did). Anything else is ignored.
 * Each kind's data module is imported when that kind ends: a cold start evaluates one, not four.
 */
export async function onExecutionEnded(event: ExecutionStatusChange): Promise<{ marked: boolean }> {
  const status = event.detail?.status;
  const run = parseInput(event.detail?.input);
  if (!run) {
    log('warn', 'ended execution without a readable input', { executionArn: event.detail?.executionArn });
    return { marked: false };
  }
  addLogContext({ correlationId: correlationOf(event.detail?.input), userId: run.input.userId });
  if (run.kind === 'dossier') {
    const { userId, runId, sections } = run.input;
    const { endRun } = await import('../dossier/dossier');
    const marked = await endRun(userId, runId, sections, dossierMessages.generation.executionEnded);
    if (marked) log('info', 'dossier run ended; lock released by the watcher', { status, runId });
    return { marked };
  }
  if (!endedWithoutOutcome.includes(status as (typeof endedWithoutOutcome)[number])) return { marked: false };
  if (run.kind === 'website') {
    const { userId, analysisId, runId } = run.input;
    const { closeFailedWebsiteRun } = await import('../marketing/website-analysis-records');
    const marked = await closeFailedWebsiteRun(userId, analysisId, runId, {
      message: marketingMessages.toasts.failedDescription,
      reason: `execution ${status}`,
    });
    log('info', 'website analysis ended without an outcome', { status, analysisId, marked });
    return { marked };
  }
  if (run.kind === 'instagram') {
    const { userId, analysisId, runId } = run.input;
    const { closeFailedInstagramRun } = await import('../marketing/instagram-analysis-records');
    const marked = await closeFailedInstagramRun(userId, analysisId, runId, {
      message: marketingMessages.toasts.failedDescription,
      reason: `execution ${status}`,
    });
    log('info', 'instagram analysis ended without an outcome', { status, analysisId, marked });
    return { marked };
  }
  if (run.kind === 'action-plan') {
    const { failGeneration } = await import('../action-plan/action-plans');
    const marked = await failGeneration(run.input.userId, run.input.planId, actionPlanMessages.generateError);
    if (marked) countMetric('planGenerationsFailed');
    log('info', 'plan generation ended without an outcome', { status, planId: run.input.planId, marked });
    return { marked };
  }
  const { closeFailedRun } = await import('../analyses/analyses');
  const marked = await closeFailedRun(run.input.userId, run.input.resultId, {
    message: analysisApiMessages.executionEnded,
  });
  if (marked) countMetric('analysesFailed');
  log('info', 'analysis execution ended without an outcome', {
    status,
    resultId: run.input.resultId,
    executionArn: event.detail?.executionArn,
    marked,
  });
  return { marked };
}

/** Lambda: target of the workflows stack's execution-status rules. */
export const handler = defineStep('execution-ended', onExecutionEnded);

/** The correlation id the starting request put in the execution input (see functions/platform/workflows). */
function correlationOf(input: string | null | undefined): string | undefined {
  try {
    const value = (JSON.parse(input ?? '{}') as { correlationId?: unknown }).correlationId;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
