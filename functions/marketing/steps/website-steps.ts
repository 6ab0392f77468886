import { marketingMessages } from '../../contracts/messages/marketing';
import {
  pageReportSchema,
  type PerformanceMeasurement,
  type PerformanceStrategy,
} from '../../contracts/website-analysis';
import { closeFailedWebsiteRun, completeRun, updateRun } from '../website-analysis-records';
import { evaluateChecks } from '../../domain/website-checks';
import { defineStep, log } from '../../platform/http/log';
import { checkTarget, policyFromEnvironment, resolvePublic } from '../fetcher/target-policy';
import { lookup } from 'node:dns/promises';
import { performancePort, unavailable } from '../performance/port';
import { asPageUnreadable } from '../refusal-text';
import type { WebsiteRunInput } from '../../platform/workflows/definitions';
import {
  failureReport,
  retryableIfAsked,
  type CaughtFailure,
} from '../../platform/workflows/failure-message';

/** The website workflow's steps (infra/workflows/website.asl.json) other than reading the page: one Lambda. */
export type WebsiteStepEvent = WebsiteRunInput &
  (
    | { action: 'begin' }
    | { action: 'write'; report: unknown }
    | { action: 'performance' | 'performance-failed'; strategy: PerformanceStrategy }
    | { action: 'fail'; failure?: CaughtFailure }
  );

const failureTexts = {
  modelUnavailable: 'O serviço de IA está sobrecarregado no momento. Tente novamente em alguns minutos.',
  failed: marketingMessages.toasts.failedDescription,
};
const measurementFailed = 'A medição de desempenho falhou nesta execução.';

const stepOf = { mobile: 'stepMobile', desktop: 'stepDesktop' } as const;
const measurementOf = { mobile: 'performanceMobile', desktop: 'performanceDesktop' } as const;

/**
 * Begin: the URL rules and the name's addresses, checked before any work (the fetcher checks again at
 * connect time); then processing, the page and both measurements running. Not current = replaced.
 */
async function begin(event: WebsiteRunInput): Promise<{ current: boolean }> {
  const policy = policyFromEnvironment();
  try {
    await resolvePublic(checkTarget(event.websiteUrl, policy), (host) =>
      lookup(host, { all: true, verbatim: true }),
    );
  } catch (error) {
    throw asPageUnreadable(error);
  }
  const current = await updateRun(
    event.userId,
    event.analysisId,
    event.runId,
    { status: 'processing', stepPage: 'running', stepMobile: 'running', stepDesktop: 'running' },
    { whileRunning: true },
  );
  return { current };
}

/**
 * Write: the facts stored, the text written from them, the analysis completed (replacing the result a
 * regeneration kept aside).
 */
async function write(event: WebsiteRunInput & { report: unknown }): Promise<{ status: string }> {
  const { facts, validation } = pageReportSchema.parse(event.report);
  const run = [event.userId, event.analysisId, event.runId] as const;
  const stored = await updateRun(
    ...run,
    { facts, validation, stepPage: 'done', stepAnalysis: 'running' },
    { whileRunning: true },
  );
  if (!stored) return { status: 'skipped' };
  // The model's code is imported by the step that calls it: the other steps' cold starts skip it.
  const { modelPort } = await import('../../ai/model-port');
  let text;
  try {
    text = await modelPort().generate('website-analysis', {
      url: event.websiteUrl,
      facts,
      validation,
      checks: evaluateChecks(facts, validation),
    });
  } catch (error) {
    throw retryableIfAsked(error);
  }
  const completed = await completeRun(...run, text);
  return { status: completed ? 'completed' : 'skipped' };
}

/** A measurement, stored when it arrives (also after the analysis was completed). */
async function saveMeasurement(
  event: WebsiteRunInput,
  strategy: PerformanceStrategy,
  measurement: PerformanceMeasurement,
): Promise<{ status: string }> {
  const saved = await updateRun(event.userId, event.analysisId, event.runId, {
    [measurementOf[strategy]]: measurement,
    [stepOf[strategy]]: measurement.status === 'measured' ? 'done' : 'unavailable',
  });
  return { status: saved ? measurement.status : 'skipped' };
}

/** The handler of the website workflow's Task states (except ReadPage). Errors propagate for Retry/Catch. */
export async function runWebsiteStep(event: WebsiteStepEvent): Promise<Record<string, unknown>> {
  if (!event?.userId || !event.analysisId || !event.runId || !event.websiteUrl) {
    throw new TypeError('website task: userId, analysisId, runId and websiteUrl are required');
  }
  switch (event.action) {
    case 'begin':
      return begin(event);
    case 'write':
      return write(event);
    case 'performance': {
      const measurement = await (await performancePort()).measure(event.websiteUrl, event.strategy);
      return saveMeasurement(event, event.strategy, measurement);
    }
    case 'performance-failed':
      return saveMeasurement(event, event.strategy, unavailable(measurementFailed));
    case 'fail': {
      // The earlier result (a regeneration's) put back, or failed; the day's unit given back.
      const { message: error, reason } = failureReport(event.failure, failureTexts);
      const marked = await closeFailedWebsiteRun(event.userId, event.analysisId, event.runId, {
        message: error,
        ...(reason ? { reason } : {}),
      });
      log('info', 'website analysis failed', { analysisId: event.analysisId, marked });
      return { status: 'failed', error };
    }
    default:
      throw new TypeError('website task: unknown action');
  }
}

/** Lambda: every Task state of the website workflow but ReadPage. */
export const handler = defineStep('website', runWebsiteStep);
