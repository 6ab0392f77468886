import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPlanMessages } from '../../functions/contracts/messages/action-plan';
import { adminQuestionsMessages } from '../../functions/contracts/messages/admin-questions';
import { analysisApiMessages } from '../../functions/contracts/messages/analysis-api';
import { dossierMessages } from '../../functions/contracts/messages/dossier';
import { marketingMessages } from '../../functions/contracts/messages/marketing';
import {
  staleRunMs,
  workflowTimeoutSeconds,
  type WorkflowName,
} from '../../functions/platform/config/workflows';
import { saoPauloDate } from '../../functions/domain/notifications';
import type * as SweeperModule from '../../functions/triggers/sweep-stale-runs';
import { documents, stack } from './support/clients';
import { useStackEnvironment } from './support/environment';

type Item = Record<string, any>;
const TableName = () => stack.resources.tableName;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
/** Past every workflow's timeout and its margin, and well inside the shortest. */
const longest = Math.max(...(Object.keys(workflowTimeoutSeconds) as WorkflowName[]).map(staleRunMs));
const STALE = ago(longest + 60_000);
const FRESH = ago(60_000);

let sweeper: typeof SweeperModule;
const planted: Item[] = [];

/** Writes an item as its entity would (ElectroDB's own params), with the given timestamps. */
async function plant(entity: { put: (item: never) => { params: () => unknown } }, item: Item, at: Item) {
  const { Item } = entity.put(item as never).params() as { Item: Item };
  const stored = { ...Item, ...at };
  await documents.send(new PutCommand({ TableName: TableName(), Item: stored }));
  planted.push(stored);
  return stored;
}

const read = async (item: Item) =>
  (await documents.send(new GetCommand({ TableName: TableName(), Key: { pk: item.pk, sk: item.sk } })))
    .Item as Item;

beforeAll(async () => {
  useStackEnvironment();
  sweeper = await import('../../functions/triggers/sweep-stale-runs');
});

afterAll(async () => {
  for (const item of planted) {
    await documents.send(new DeleteCommand({ TableName: TableName(), Key: { pk: item.pk, sk: item.sk } }));
  }
});

describe('the sweeper (DynamoDB Local)', () => {
  it('closes what a run left open past the timeout, with the failure texts, and leaves fresh runs alone', async () => {
    const { AnalysisEntity } = await import('../../functions/analyses/analyses');
    const { DossierEntity, DossierSectionEntity } = await import('../../functions/dossier/dossier');
    const { PlanGenerationEntity } = await import('../../functions/action-plan/action-plans');
    const { WebsiteAnalysisEntity } = await import('../../functions/marketing/website-analysis-records');
    const { QuestionEntity } = await import('../../functions/diagnostics/diagnostics');
    const { InstagramAnalysisEntity } = await import('../../functions/marketing/instagram-analysis-records');
    const stale = `varrer-${randomUUID()}`;
    const fresh = `varrer-${randomUUID()}`;

    const analysis = (userId: string, status: string, updatedAt: string) =>
      plant(AnalysisEntity, { userId, resultId: 'r1', diagnosticId: 'negocio', status }, { updatedAt });
    const analyses = {
      stale: await analysis(stale, 'processing', STALE),
      fresh: await analysis(fresh, 'processing', FRESH),
      done: await analysis(`${stale}-b`, 'completed', STALE),
    };
    const dossier = async (userId: string, lockedAt: string) => ({
      lock: await plant(DossierEntity, { userId, runId: `run-${userId}` }, { lockedAt, updatedAt: lockedAt }),
      generating: await plant(
        DossierSectionEntity,
        { userId, section: 'resumo_executivo', status: 'generating' },
        { updatedAt: lockedAt },
      ),
      completed: await plant(
        DossierSectionEntity,
        { userId, section: 'perfil_fundador', status: 'completed' },
        { updatedAt: lockedAt },
      ),
    });
    const dossiers = { stale: await dossier(stale, STALE), fresh: await dossier(fresh, FRESH) };
    const generation = (userId: string, updatedAt: string) =>
      plant(
        PlanGenerationEntity,
        { userId, planId: `plan-${userId}`, status: 'processing', areas: ['Vendas'], itemsPerArea: 3 },
        { updatedAt },
      );
    const generations = { stale: await generation(stale, STALE), fresh: await generation(fresh, FRESH) };
    const website = (userId: string, updatedAt: string) =>
      plant(
        WebsiteAnalysisEntity,
        {
          userId,
          analysisId: 'w1',
          websiteUrl: 'https://exemplo.com.br',
          status: 'processing',
          runId: `run-${userId}`,
          stepPage: 'done',
          stepMobile: 'running',
          stepDesktop: 'running',
          stepAnalysis: 'pending',
        },
        { updatedAt, createdAt: updatedAt },
      );
    const websites = { stale: await website(stale, STALE), fresh: await website(fresh, FRESH) };
    const instagram = (userId: string, updatedAt: string) =>
      plant(
        InstagramAnalysisEntity,
        {
          userId,
          analysisId: 'i1',
          profileUsername: 'doceponto',
          status: 'processing',
          runId: `run-${userId}`,
        },
        { updatedAt, createdAt: updatedAt },
      );
    const instagrams = { stale: await instagram(stale, STALE), fresh: await instagram(fresh, FRESH) };
    const question = (diagnosticId: string, startedAt: string) =>
      plant(
        QuestionEntity,
        {
          diagnosticId,
          questionId: 'q1',
          text: 'Pergunta em exclusão',
          questionType: 'text',
          orderNumber: 1,
          metadata: {},
          deletion: {
            status: 'running',
            runId: `run-${diagnosticId}`,
            totalAnswers: 3,
            deletedAnswers: 1,
            startedAt,
          },
        },
        {},
      );
    const questions = { stale: await question(stale, STALE), fresh: await question(fresh, FRESH) };

    const swept = await sweeper.sweepStaleRuns();
    // At least the planted ones (another file may have left a backdated record in the shared table).
    for (const count of Object.values(swept)) expect(count).toBeGreaterThanOrEqual(1);

    expect(await read(analyses.stale)).toMatchObject({
      status: 'error',
      error: analysisApiMessages.executionEnded,
    });
    expect((await read(analyses.fresh)).status).toBe('processing');
    expect((await read(analyses.done)).status).toBe('completed');

    const staleLock = await read(dossiers.stale.lock);
    expect(staleLock.runId).toBeUndefined();
    expect(staleLock.lockedAt).toBeUndefined();
    expect(await read(dossiers.stale.generating)).toMatchObject({
      status: 'failed',
      error: dossierMessages.generation.executionEnded,
    });
    expect((await read(dossiers.stale.completed)).status).toBe('completed');
    expect((await read(dossiers.fresh.lock)).runId).toBe(`run-${fresh}`);
    expect((await read(dossiers.fresh.generating)).status).toBe('generating');

    expect(await read(generations.stale)).toMatchObject({
      status: 'error',
      error: actionPlanMessages.generateError,
    });
    expect((await read(generations.fresh)).status).toBe('processing');

    expect(await read(websites.stale)).toMatchObject({
      status: 'failed',
      error: marketingMessages.toasts.failedDescription,
    });
    expect((await read(websites.fresh)).status).toBe('processing');

    expect(await read(instagrams.stale)).toMatchObject({
      status: 'failed',
      error: marketingMessages.toasts.failedDescription,
    });
    expect((await read(instagrams.fresh)).status).toBe('processing');

    expect((await read(questions.stale)).deletion).toMatchObject({
      status: 'failed',
      error: adminQuestionsMessages.deletionFailed,
    });
    expect((await read(questions.fresh)).deletion.status).toBe('running');

    // A second sweep finds nothing left to close.
    expect(Object.values(await sweeper.sweepStaleRuns())).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('each run is stale after its own workflow’s timeout (#46)', () => {
  it('an Instagram run is closed minutes after its timeout while a dossier run of the same age is left alone', async () => {
    const { DossierEntity } = await import('../../functions/dossier/dossier');
    const { InstagramAnalysisEntity } = await import('../../functions/marketing/instagram-analysis-records');
    const userId = `prazo-${randomUUID()}`;
    // Past the Instagram workflow's timeout and margin, well inside the dossier's.
    const age = ago(staleRunMs('instagram') + 30_000);
    expect(staleRunMs('instagram') + 30_000).toBeLessThan(staleRunMs('dossier'));
    const lock = await plant(
      DossierEntity,
      { userId, runId: `run-${userId}` },
      { lockedAt: age, updatedAt: age },
    );
    const instagram = await plant(
      InstagramAnalysisEntity,
      {
        userId,
        analysisId: 'i1',
        profileUsername: 'doceponto',
        status: 'processing',
        runId: `run-${userId}`,
      },
      { updatedAt: age, createdAt: age },
    );
    await sweeper.sweepStaleRuns();
    expect((await read(instagram)).status).toBe('failed');
    expect((await read(lock)).runId).toBe(`run-${userId}`);
  });

  it('a swept regeneration keeps the earlier analysis and gives back its regeneration and the day’s run', async () => {
    const { AnalysisEntity } = await import('../../functions/analyses/analyses');
    const { AnalysisRunsEntity } = await import('../../functions/analyses/analysis-runs');
    const userId = `devolve-${randomUUID()}`;
    const day = saoPauloDate(new Date());
    const earlier = { resumo_executivo: 'A análise anterior.' };
    const analysis = await plant(
      AnalysisEntity,
      {
        userId,
        resultId: 'negocio',
        diagnosticId: 'negocio',
        status: 'processing',
        attempts: 2,
        data: earlier,
      },
      { updatedAt: STALE, runDay: day },
    );
    const runs = await plant(AnalysisRunsEntity, { userId, day, resultId: 'negocio', runs: 3 }, {});
    await sweeper.sweepStaleRuns();
    expect(await read(analysis)).toMatchObject({
      status: 'completed',
      data: earlier,
      attempts: 1,
      regenerationError: analysisApiMessages.executionEnded,
    });
    expect((await read(analysis)).runDay).toBeUndefined();
    expect(await read(runs)).toMatchObject({ runs: 2, returned: 1 });
  });

  it('a swept website or Instagram regeneration keeps the earlier result and gives back the day’s unit', async () => {
    const { WebsiteAnalysisEntity } = await import('../../functions/marketing/website-analysis-records');
    const { InstagramAnalysisEntity } = await import('../../functions/marketing/instagram-analysis-records');
    const { QuotaEntity } = await import('../../functions/platform/data/quotas');
    const userId = `devolve-mkt-${randomUUID()}`;
    const day = saoPauloDate(new Date());
    const earlierText = { summary: { overview: 'A análise anterior.' } };
    const earlier = {
      stepPage: 'done',
      stepMobile: 'unavailable',
      stepDesktop: 'done',
      stepAnalysis: 'done',
      facts: { title: 'Doce Ponto' },
      validation: { errorCount: 0 },
      text: earlierText,
      performanceDesktop: { status: 'unavailable', reason: 'sem medição' },
    };
    const website = await plant(
      WebsiteAnalysisEntity,
      {
        userId,
        analysisId: 'w1',
        websiteUrl: 'https://exemplo.com.br',
        status: 'processing',
        runId: 'run-novo',
        stepPage: 'done',
        stepMobile: 'running',
        stepDesktop: 'running',
        stepAnalysis: 'running',
        facts: { title: 'Doce Ponto (novo)' },
        performanceMobile: { status: 'unavailable', reason: 'da nova execução' },
        previousResult: earlier,
        previousRunId: 'run-anterior',
        runDay: day,
      },
      { updatedAt: STALE, createdAt: STALE },
    );
    const instagramData = { recommendations: ['A recomendação anterior.'] };
    const instagram = await plant(
      InstagramAnalysisEntity,
      {
        userId,
        analysisId: 'i1',
        profileUsername: 'doceponto',
        status: 'pending',
        runId: 'run-novo',
        analysisData: instagramData,
        runDay: day,
      },
      { updatedAt: STALE, createdAt: STALE },
    );
    const quota = await plant(QuotaEntity, { userId, day, websiteAnalyses: 2, instagramAnalyses: 3 }, {});
    await sweeper.sweepStaleRuns();

    const restored = await read(website);
    expect(restored).toMatchObject({
      ...earlier,
      status: 'completed',
      runId: 'run-anterior',
      regenerationError: marketingMessages.toasts.failedDescription,
    });
    for (const gone of ['performanceMobile', 'previousResult', 'previousRunId', 'runDay', 'error'])
      expect(restored[gone], gone).toBeUndefined();
    expect(await read(instagram)).toMatchObject({
      status: 'completed',
      analysisData: instagramData,
      regenerationError: marketingMessages.toasts.failedDescription,
    });
    expect((await read(instagram)).runDay).toBeUndefined();
    expect(await read(quota)).toMatchObject({
      websiteAnalyses: 1,
      websiteFailuresReturned: 1,
      instagramAnalyses: 2,
      instagramFailuresReturned: 1,
    });
    // A second sweep finds nothing of them to close, and gives nothing back again.
    await sweeper.sweepStaleRuns();
    expect(await read(quota)).toMatchObject({ websiteAnalyses: 1, instagramAnalyses: 2 });
  });

  it('at the local stack’s start, every run written before it is closed, however fresh', async () => {
    const { PlanGenerationEntity } = await import('../../functions/action-plan/action-plans');
    const userId = `reinicio-${randomUUID()}`;
    const generation = await plant(
      PlanGenerationEntity,
      { userId, planId: `plan-${userId}`, status: 'processing', areas: ['Vendas'], itemsPerArea: 3 },
      { updatedAt: FRESH },
    );
    await sweeper.sweepStaleRuns();
    expect((await read(generation)).status).toBe('processing');
    await sweeper.sweepStaleRuns(Date.now(), { everyRunBefore: new Date().toISOString() });
    expect((await read(generation)).status).toBe('error');
  });
});

describe('an execution past its TimeoutSeconds (aws-local-stepfunctions)', () => {
  it('ends TIMED_OUT, and the execution-ended handler marks its analysis as the cloud rule does', async () => {
    const { AnalysisEntity } = await import('../../functions/analyses/analyses');
    const { createLocalWorkflows } = await import('../../functions/local/local-workflows');
    const userId = `expira-${randomUUID()}`;
    const item = await plant(
      AnalysisEntity,
      { userId, resultId: 'r1', diagnosticId: 'negocio', status: 'processing' },
      {},
    );
    const statuses: (string | undefined)[] = [];
    const { onExecutionEnded } = await import('../../functions/triggers/execution-ended');
    const runner = createLocalWorkflows({
      // A model step that never answers: only the execution's own timeout ends the run.
      handlers: {
        generate: () => new Promise(() => {}),
        executionEnded: (event) => {
          statuses.push(event.detail?.status);
          return onExecutionEnded(event);
        },
      },
      timeoutSeconds: 1,
    });
    const outcome = await runner.runAnalysis({ userId, resultId: 'r1', diagnosticId: 'negocio' });
    expect(outcome).toMatchObject({ status: 'failed', timedOut: true });
    expect(statuses).toEqual(['TIMED_OUT']);
    expect(await read(item)).toMatchObject({ status: 'error', error: analysisApiMessages.executionEnded });
  });
});
