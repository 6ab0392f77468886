import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dossierSectionKeys } from '../contracts/analysis-data/dossier/sections';
import { actionPlanMessages } from '../contracts/messages/action-plan';
import { adminQuestionsMessages } from '../contracts/messages/admin-questions';
import { analysisApiMessages } from '../contracts/messages/analysis-api';
import { dossierMessages } from '../contracts/messages/dossier';
import { marketingMessages } from '../contracts/messages/marketing';
import { staleRunBefore, workflowTimeoutSeconds, type WorkflowName } from '../platform/config/workflows';
import { documentClient, tableName } from '../platform/data/client';
import { entityOf, type RawItem } from '../platform/data/raw-items';
import { defineStep, log } from '../platform/http/log';
import { countMetric } from '../platform/http/metrics';

/**
 * The sweeper (an EventBridge schedule; infra/stacks/workflows-stack.ts; locally functions/local/start.ts
 * on the same schedule): closes what a run left open past its own workflow's timeout plus a margin
 * (staleRunBefore), when the execution-ended event never arrived or its handler failed (the event then
 * sits in the dead-letter queue). Each record is closed by the same function, with the same text, as
 * the execution-ended handler uses (which gives back the units and regenerations the run took), each
 * conditioned on the run, so a run started since the Scan is never touched.
 *
 * No index holds "processing" items, so this is a paginated, filtered Scan of the whole table (reads
 * are billed on every item scanned, not on what the filter keeps: docs/operations.md, "Dead-letter
 * queues and the sweeper"). It is never on a request path.
 */
export type SweptKind =
  'analysis' | 'dossier' | 'plan-generation' | 'website' | 'instagram' | 'question-deletion';
export type SweepResult = Record<SweptKind, number>;

const names = {
  '#status': 'status',
  '#updatedAt': 'updatedAt',
  '#lockedAt': 'lockedAt',
  '#deletion': 'deletion',
  '#startedAt': 'startedAt',
  '#runId': 'runId',
  '#e': '__edb_e__',
};
const filter =
  '(#status IN (:processing, :pending) AND #updatedAt < :before) OR #lockedAt < :before OR ' +
  '(#deletion.#status = :running AND #deletion.#startedAt < :before)';
const projection =
  'pk, sk, #e, userId, resultId, planId, analysisId, #runId, diagnosticId, questionId, #status, ' +
  '#updatedAt, #lockedAt, #deletion.#runId, #deletion.#startedAt';

/** Every item the filter keeps, page by page (each page at most 1 MB read). */
async function* staleItems(before: string): AsyncGenerator<RawItem> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: filter,
        ProjectionExpression: projection,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ':processing': 'processing',
          ':pending': 'pending',
          ':running': 'running',
          ':before': before,
        },
        ExclusiveStartKey: start,
      }),
    );
    yield* (page.Items ?? []) as RawItem[];
    start = page.LastEvaluatedKey;
  } while (start);
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

interface Closer {
  kind: SweptKind;
  /** The workflow whose timeout the record's run has. */
  workflow: WorkflowName;
  /** The run's last sign of life on the record. */
  since(item: RawItem): string;
  /** Closes the record; answers whether it changed it. */
  close(item: RawItem, before: string): Promise<boolean>;
}

const updatedAtOf = (item: RawItem) => str(item.updatedAt);

/** How each kind of record left open is closed. */
const closers: Record<string, Closer> = {
  analysis: {
    kind: 'analysis',
    // The item does not say which of the two analysis workflows runs: the longer one's timeout.
    workflow: 'management',
    since: updatedAtOf,
    async close(item, before) {
      const { closeFailedRun } = await import('../analyses/analyses');
      const marked = await closeFailedRun(
        str(item.userId),
        str(item.resultId),
        { message: analysisApiMessages.executionEnded },
        before,
      );
      if (marked) countMetric('analysesFailed');
      return marked;
    },
  },
  dossier: {
    kind: 'dossier',
    workflow: 'dossier',
    since: (item) => str(item.lockedAt),
    async close(item) {
      const { endRun } = await import('../dossier/dossier');
      return endRun(
        str(item.userId),
        str(item.runId),
        dossierSectionKeys,
        dossierMessages.generation.executionEnded,
      );
    },
  },
  planGeneration: {
    kind: 'plan-generation',
    workflow: 'action-plan',
    since: updatedAtOf,
    async close(item) {
      if (item.status !== 'processing') return false;
      const { failGeneration } = await import('../action-plan/action-plans');
      const marked = await failGeneration(
        str(item.userId),
        str(item.planId),
        actionPlanMessages.generateError,
      );
      if (marked) countMetric('planGenerationsFailed');
      return marked;
    },
  },
  websiteAnalysis: {
    kind: 'website',
    workflow: 'website',
    since: updatedAtOf,
    async close(item) {
      const { closeFailedWebsiteRun } = await import('../marketing/website-analysis-records');
      return closeFailedWebsiteRun(str(item.userId), str(item.analysisId), str(item.runId), {
        message: marketingMessages.toasts.failedDescription,
        reason: 'swept: past the workflow timeout',
      });
    },
  },
  instagramAnalysis: {
    kind: 'instagram',
    workflow: 'instagram',
    since: updatedAtOf,
    async close(item) {
      const { closeFailedInstagramRun } = await import('../marketing/instagram-analysis-records');
      return closeFailedInstagramRun(str(item.userId), str(item.analysisId), str(item.runId), {
        message: marketingMessages.toasts.failedDescription,
        reason: 'swept: past the workflow timeout',
      });
    },
  },
  diagnosticQuestion: {
    kind: 'question-deletion',
    workflow: 'question-deletion',
    since: (item) => str((item.deletion as { startedAt?: unknown } | undefined)?.startedAt),
    async close(item) {
      const { markDeletionFailed } = await import('../admin/question-deletion-records');
      return markDeletionFailed(
        str(item.diagnosticId),
        str(item.questionId),
        str((item.deletion as { runId?: unknown } | undefined)?.runId),
        adminQuestionsMessages.deletionFailed,
      );
    },
  },
};

/** The sweep's reach: the time before which a run of each workflow is over. */
export type StaleBefore = (workflow: WorkflowName) => string;

/** Closes one stale record; returns its kind when it changed, else null (not ours, fresh, or closed since). */
async function close(item: RawItem, staleBefore: StaleBefore): Promise<SweptKind | null> {
  const closer = closers[entityOf(item) ?? ''];
  if (!closer) return null;
  const before = staleBefore(closer.workflow);
  if (!(closer.since(item) < before)) return null;
  return (await closer.close(item, before)) ? closer.kind : null;
}

const shortestWorkflow = (Object.keys(workflowTimeoutSeconds) as WorkflowName[]).reduce((shortest, name) =>
  workflowTimeoutSeconds[name] < workflowTimeoutSeconds[shortest] ? name : shortest,
);

/**
 * One sweep: every record left open by a run past its workflow's timeout (as of `at`) is closed.
 * `everyRunBefore`: every run whose record was last written before this time is over, whatever its
 * workflow (the local stack at start-up: its runs lived in the process that stopped).
 */
export async function sweepStaleRuns(
  at = Date.now(),
  options: { everyRunBefore?: string } = {},
): Promise<SweepResult> {
  const staleBefore: StaleBefore = (workflow) => options.everyRunBefore ?? staleRunBefore(workflow, at);
  const scanBefore = staleBefore(shortestWorkflow);
  const swept: SweepResult = {
    analysis: 0,
    dossier: 0,
    'plan-generation': 0,
    website: 0,
    instagram: 0,
    'question-deletion': 0,
  };
  for await (const item of staleItems(scanBefore)) {
    const kind = await close(item, staleBefore);
    if (!kind) continue;
    swept[kind] += 1;
    log('warn', 'stale run closed by the sweeper', { kind, pk: item.pk, sk: item.sk });
  }
  log('info', 'sweep done', { before: scanBefore, ...swept });
  return swept;
}

/** Lambda: target of the workflows stack's sweeper schedule (the event carries nothing it needs). */
export const handler = defineStep('sweep-stale-runs', () => sweepStaleRuns());
