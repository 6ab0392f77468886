import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { saoPauloDate } from '../../functions/domain/notifications';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { marketingMessages } from '../../functions/contracts/messages/marketing';
import type { WebsiteAnalysisRecord } from '../../functions/contracts/website-analysis';
import { dailyCaps } from '../../functions/platform/data/daily-caps';
import type * as ModelPortModule from '../../functions/ai/model-port';
import type * as WorkflowsModule from '../../functions/platform/workflows/index';
import type * as PerformanceModule from '../../functions/marketing/performance/port';
import type * as LocalWorkflowsModule from '../../functions/local/local-workflows';
import type * as WebsiteServiceModule from '../../functions/marketing/website-analyses';
import type { WebsiteRunInput } from '../../functions/platform/workflows/definitions';
import { call, documents, stack } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { countingModel, type CountingModel } from './support/in-process';
import { newTrialUser, type TestUser } from './support/payments';

/**
 * The website analysis end to end on the local stack: the API starts the workflow, the page is read
 * through the SSRF-safe fetcher from the demo site (allowed by WEBSITE_ANALYSIS_ALLOWED_HOSTS), the
 * text is written, and Lighthouse measures mobile and desktop on the machine's Chromium.
 */
const text = marketingMessages;

async function waitFor(
  user: TestUser,
  id: string,
  done: (analysis: WebsiteAnalysisRecord) => boolean,
  timeoutMs = 90_000,
): Promise<WebsiteAnalysisRecord> {
  const started = Date.now();
  for (;;) {
    const answer = await call('GET', `/api/website-analyses/${id}`, { token: user.token });
    expect(answer.status).toBe(200);
    if (done(answer.body)) return answer.body;
    if (Date.now() - started > timeoutMs)
      throw new Error(`analysis ${id}: ${JSON.stringify(answer.body.steps)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const settled = (analysis: WebsiteAnalysisRecord) => ['completed', 'failed'].includes(analysis.status);

/** Today's quota item of a user, as stored (the units taken and the failures given back). */
async function quotaOf(userId: string): Promise<Record<string, unknown>> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: stack.resources.tableName,
      Key: { pk: `USER#${userId}`, sk: `QUOTA#${saoPauloDate(new Date())}` },
    }),
  );
  return Item ?? {};
}

describe('website analyses over the gateway', () => {
  let ana: TestUser;
  let bruno: TestUser;
  beforeAll(async () => {
    [ana, bruno] = await Promise.all([newTrialUser('site-a'), newTrialUser('site-b')]);
  });

  it('validates the URL with the spec’s messages and writes nothing', async () => {
    const empty = await call('POST', '/api/website-analyses', {
      token: ana.token,
      body: { websiteUrl: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_ERROR', message: text.website.urlRequired });
    const invalid = await call('POST', '/api/website-analyses', {
      token: ana.token,
      body: { websiteUrl: 'não é um site' },
    });
    expect(invalid.body).toMatchObject({ code: 'VALIDATION_ERROR', message: text.website.urlInvalid });
    const list = await call('GET', '/api/website-analyses', { token: ana.token });
    expect(list.body).toEqual({ analyses: [] });
  });

  it('analyses the demo site: the planted faults reported, the facts kept, performance filled in', async () => {
    const created = await call('POST', '/api/website-analyses', {
      token: ana.token,
      body: { websiteUrl: stack.demoSiteUrl },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      websiteUrl: stack.demoSiteUrl,
      analysisData: null,
    });
    const id: string = created.body.id;

    const completed = await waitFor(ana, id, settled);
    expect(completed.status, completed.error ?? '').toBe('completed');
    const data = completed.analysisData!;
    expect(data.usability.weaknesses.join(' ')).toContain('Falta a meta viewport');
    expect(data.seo.weaknesses.join(' ')).toContain('Falta a meta description');
    expect(data.design.weaknesses.join(' ')).toContain(
      'sem texto alternativo (alt), por exemplo /bolo-morango.svg',
    );
    expect(data.api_data.page).toMatchObject({
      metaDescription: null,
      viewport: null,
      images: { withoutAlt: 1 },
    });
    expect(data.api_data.html_validation.validator).toContain('html-validate');
    expect(data.overall_score).toBeGreaterThan(0);

    // Performance arrives on its own, measured or plainly unavailable, never invented.
    const measured = await waitFor(
      ana,
      id,
      (analysis) => analysis.steps.mobile !== 'running' && analysis.steps.desktop !== 'running',
    );
    for (const strategy of ['mobile', 'desktop'] as const) {
      const measurement = measured.analysisData!.api_data.pagespeed[strategy];
      expect(['measured', 'unavailable']).toContain(measurement.status);
      if (measurement.status === 'measured') {
        expect(measurement.source).toBe('lighthouse');
        expect(measured.analysisData!.performance[`${strategy}_score`]).toBe(measurement.score);
      }
    }

    const list = await call('GET', '/api/website-analyses', { token: ana.token });
    expect(list.body.analyses).toEqual([expect.objectContaining({ id, status: 'completed' })]);
  }, 120_000);

  it('regenerates a completed analysis as a new run, and nobody else can reach it', async () => {
    const { body: first } = await call('GET', '/api/website-analyses', { token: ana.token });
    const id: string = first.analyses[0].id;
    const other = await call('GET', `/api/website-analyses/${id}`, { token: bruno.token });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(text.website.notFound);
    expect((await call('DELETE', `/api/website-analyses/${id}`, { token: bruno.token })).status).toBe(404);
    const foreignRestart = await call('POST', `/api/website-analyses/${id}/regenerate`, {
      token: bruno.token,
    });
    expect(foreignRestart.status).toBe(404);
    expect(foreignRestart.body.message).toBe(text.website.notFound);

    const retryCompleted = await call('POST', `/api/website-analyses/${id}/retry`, { token: ana.token });
    expect(retryCompleted.status).toBe(409);
    const earlier = (await call('GET', `/api/website-analyses/${id}`, { token: ana.token })).body;
    const regenerated = await call('POST', `/api/website-analyses/${id}/regenerate`, { token: ana.token });
    expect(regenerated.status).toBe(200);
    // The earlier result stays readable while the new run goes on (#46).
    expect(regenerated.body).toMatchObject({
      status: 'pending',
      hasResult: true,
      analysisData: earlier.analysisData,
    });
    const again = await waitFor(
      ana,
      id,
      (analysis) => settled(analysis) && !Object.values(analysis.steps).includes('running'),
    );
    expect(again.status).toBe('completed');
  }, 120_000);

  it('a target inside the network ends failed with a Portuguese reason, and retry runs it again', async () => {
    const before = await quotaOf(ana.userId);
    const created = await call('POST', '/api/website-analyses', {
      token: ana.token,
      body: { websiteUrl: 'http://169.254.169.254/latest/meta-data/' },
    });
    const failed = await waitFor(ana, created.body.id, settled);
    expect(failed).toMatchObject({ status: 'failed', error: text.refusals.address, analysisData: null });
    // The failed run gave back its unit (#46), on the day it took it.
    expect(await quotaOf(ana.userId)).toMatchObject({
      websiteAnalyses: before.websiteAnalyses,
      websiteFailuresReturned: Number(before.websiteFailuresReturned ?? 0) + 1,
    });
    const retried = await call('POST', `/api/website-analyses/${created.body.id}/retry`, {
      token: ana.token,
    });
    expect(retried.body.status).toBe('pending');
    expect(await waitFor(ana, created.body.id, settled)).toMatchObject({
      status: 'failed',
      error: text.refusals.address,
    });
  });

  it('deletes an analysis', async () => {
    const { body } = await call('GET', '/api/website-analyses', { token: ana.token });
    for (const analysis of body.analyses) {
      expect(
        (await call('DELETE', `/api/website-analyses/${analysis.id}`, { token: ana.token })).status,
      ).toBe(204);
    }
    const { Items = [] } = await documents.send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${ana.userId}`, ':prefix': 'WEBSITE#' },
      }),
    );
    expect(Items).toEqual([]);
  });

  it('caps runs per day: the last unit, then RATE_LIMIT with the reset time, nothing written', async () => {
    const carla = await newTrialUser('site-c');
    const day = saoPauloDate(new Date());
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${carla.userId}`, sk: `QUOTA#${day}` },
        UpdateExpression: 'SET websiteAnalyses = :used',
        ExpressionAttributeValues: { ':used': 10 },
      }),
    );
    const refused = await call('POST', '/api/website-analyses', {
      token: carla.token,
      body: { websiteUrl: stack.demoSiteUrl },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMIT', message: text.website.dailyLimit(10) });
    expect((await call('GET', '/api/website-analyses', { token: carla.token })).body).toEqual({
      analyses: [],
    });
  });
});

/**
 * Issue #46, in this process: the website workflow's real ASL in the local runner, the page read from
 * the stack's demo site through the SSRF-safe fetcher, a model port that counts its calls and fails on
 * demand, no Lighthouse (a performance port that answers unavailable at once), DynamoDB Local.
 */
describe('a website regeneration keeps the result; a failed run gives back its unit', () => {
  let model: CountingModel;
  let ports: {
    model: typeof ModelPortModule;
    workflows: typeof WorkflowsModule;
    performance: typeof PerformanceModule;
  };
  let runner: LocalWorkflowsModule.LocalWorkflows;
  let service: typeof WebsiteServiceModule;
  /** What the next start does: run the workflow, throw, or only record the run (nothing runs it). */
  let start: 'run' | 'fail' | 'hold' = 'run';
  const held: WebsiteRunInput[] = [];

  beforeAll(async () => {
    useStackEnvironment({ WEBSITE_ANALYSIS_ALLOWED_HOSTS: new URL(stack.demoSiteUrl).host });
    ports = {
      model: await import('../../functions/ai/model-port'),
      workflows: await import('../../functions/platform/workflows/index'),
      performance: await import('../../functions/marketing/performance/port'),
    };
    const { localModelPort } = await import('../../functions/ai/local-adapter');
    model = countingModel(localModelPort());
    ports.model.useModelPort(model.port);
    ports.performance.usePerformancePort({
      name: 'none',
      measure: async () => ports.performance.unavailable('Sem medição neste teste.'),
    });
    const local = await import('../../functions/local/local-workflows');
    runner = local.createLocalWorkflows({ retryIntervalOverrides: { WriteAnalysis: 5 } });
    ports.workflows.setWorkflows({
      ...runner,
      async startWebsite(request) {
        if (start === 'fail') throw new Error('StartExecution falhou (teste)');
        if (start === 'hold') held.push(request);
        else await runner.startWebsite(request);
      },
    });
    service = await import('../../functions/marketing/website-analyses');
  });
  afterAll(() => {
    ports?.model.useModelPort(undefined);
    ports?.workflows.setWorkflows(undefined);
    ports?.performance.usePerformancePort(undefined);
  });
  beforeEach(() => {
    model.reset();
    start = 'run';
  });

  const rawItem = async (userId: string, analysisId: string) =>
    (
      await documents.send(
        new GetCommand({
          TableName: stack.resources.tableName,
          Key: { pk: `USER#${userId}`, sk: `WEBSITE#${analysisId}` },
        }),
      )
    ).Item!;

  /** A user with a completed analysis of the demo site: its id and the record. */
  async function completedAnalysis(prefix: string) {
    const user = await newTrialUser(prefix);
    const created = await service.createAnalysis(user.userId, stack.demoSiteUrl);
    await runner.idle();
    const completed = await service.getAnalysis(user.userId, created.id);
    expect(completed.status, completed.error ?? '').toBe('completed');
    expect(completed.analysisData).not.toBeNull();
    return { user, id: created.id, completed };
  }

  it('a regeneration whose model fails keeps the earlier result readable and gives back its unit', async () => {
    const { user, id, completed } = await completedAnalysis('site-regera');
    expect(await quotaOf(user.userId)).toMatchObject({ websiteAnalyses: 1 });
    const { InvalidModelOutputError } = await import('../../functions/ai/errors');
    model.fail = (task) => (task === 'website-analysis' ? new InvalidModelOutputError(task) : null);
    model.pauseMs = 400;
    const { runId: completedRun } = await rawItem(user.userId, id);

    const started = await service.restartAnalysis(user.userId, id, 'regenerate');
    expect(started).toMatchObject({
      status: 'pending',
      hasResult: true,
      analysisData: completed.analysisData,
      regenerationError: null,
    });
    // While the run goes on (its model call paused): the earlier result, the new run's steps.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const running = await service.getAnalysis(user.userId, id);
    expect(['pending', 'processing']).toContain(running.status);
    expect(running.analysisData).toEqual(completed.analysisData);
    expect(await quotaOf(user.userId)).toMatchObject({ websiteAnalyses: 2 });

    await runner.idle();
    const kept = await service.getAnalysis(user.userId, id);
    expect(kept).toMatchObject({
      status: 'completed',
      hasResult: true,
      error: null,
      regenerationError: 'Resposta da IA incompleta ou inválida',
      analysisData: completed.analysisData,
      steps: completed.steps,
    });
    const item = await rawItem(user.userId, id);
    expect(item.previousResult).toBeUndefined();
    expect(item.runDay).toBeUndefined();
    // The earlier result's run is the current one again: the failed run's late writes are refused.
    expect(item.runId).toBe(completedRun);
    expect(await quotaOf(user.userId)).toMatchObject({ websiteAnalyses: 1, websiteFailuresReturned: 1 });
    const listed = await service.listAnalyses(user.userId);
    expect(listed.analyses).toEqual([expect.objectContaining({ id, status: 'completed', hasResult: true })]);

    // A regeneration that succeeds replaces the result and clears the notice; its unit stays spent.
    model.reset();
    await service.restartAnalysis(user.userId, id, 'regenerate');
    await runner.idle();
    const replaced = await service.getAnalysis(user.userId, id);
    expect(replaced).toMatchObject({ status: 'completed', regenerationError: null });
    expect(replaced.updatedAt > kept.updatedAt).toBe(true);
    expect((await rawItem(user.userId, id)).previousRunId).toBeUndefined();
    expect(await quotaOf(user.userId)).toMatchObject({ websiteAnalyses: 2, websiteFailuresReturned: 1 });
  }, 60_000);

  it('a first run that fails ends failed, as before, and gives back its unit', async () => {
    const user = await newTrialUser('site-primeira');
    const { InvalidModelOutputError } = await import('../../functions/ai/errors');
    model.fail = (task) => new InvalidModelOutputError(task);
    const created = await service.createAnalysis(user.userId, stack.demoSiteUrl);
    await runner.idle();
    expect(await service.getAnalysis(user.userId, created.id)).toMatchObject({
      status: 'failed',
      error: 'Resposta da IA incompleta ou inválida',
      regenerationError: null,
      analysisData: null,
      hasResult: false,
    });
    expect(await quotaOf(user.userId)).toMatchObject({ websiteAnalyses: 0, websiteFailuresReturned: 1 });
  }, 30_000);

  it('a regeneration whose workflow cannot start keeps the earlier result and gives back its unit', async () => {
    const { user, id, completed } = await completedAnalysis('site-nao-inicia');
    start = 'fail';
    const answered = await service.restartAnalysis(user.userId, id, 'regenerate');
    expect(answered).toMatchObject({
      status: 'completed',
      analysisData: completed.analysisData,
      regenerationError: text.api.startFailed,
    });
    expect(await quotaOf(user.userId)).toMatchObject({ websiteAnalyses: 1, websiteFailuresReturned: 1 });
  }, 30_000);

  it('two closers of one run (the failure step and the execution-ended handler) give back once', async () => {
    const { user, id, completed } = await completedAnalysis('site-dois');
    start = 'hold';
    held.length = 0;
    await service.restartAnalysis(user.userId, id, 'regenerate');
    const run = held[0]!;
    expect(await quotaOf(user.userId)).toMatchObject({ websiteAnalyses: 2 });
    const { runWebsiteStep } = await import('../../functions/marketing/steps/website-steps');
    const { onExecutionEnded } = await import('../../functions/triggers/execution-ended');
    await Promise.all([
      runWebsiteStep({ ...run, action: 'fail', failure: { Error: 'Error', Cause: 'falhou' } }),
      onExecutionEnded({ detail: { status: 'TIMED_OUT', input: JSON.stringify(run) } }),
      runWebsiteStep({ ...run, action: 'fail', failure: { Error: 'Error', Cause: 'falhou' } }),
    ]);
    expect(await service.getAnalysis(user.userId, id)).toMatchObject({
      status: 'completed',
      analysisData: completed.analysisData,
      regenerationError: expect.any(String),
    });
    expect(await quotaOf(user.userId)).toMatchObject({ websiteAnalyses: 1, websiteFailuresReturned: 1 });
    // The failed run's late writes are refused: its run is no longer the analysis's.
    const { updateRun } = await import('../../functions/marketing/website-analysis-records');
    expect(await updateRun(user.userId, id, run.runId, { stepMobile: 'done' })).toBe(false);
  }, 30_000);

  it(`failures are given back ${dailyCaps.websiteFailuresReturned} times a day; past that the unit stays spent`, async () => {
    const user = await newTrialUser('site-limite');
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${user.userId}`, sk: `QUOTA#${saoPauloDate(new Date())}` },
        UpdateExpression: 'SET websiteFailuresReturned = :returned',
        ExpressionAttributeValues: { ':returned': dailyCaps.websiteFailuresReturned },
      }),
    );
    const { InvalidModelOutputError } = await import('../../functions/ai/errors');
    model.fail = (task) => new InvalidModelOutputError(task);
    const created = await service.createAnalysis(user.userId, stack.demoSiteUrl);
    await runner.idle();
    expect((await service.getAnalysis(user.userId, created.id)).status).toBe('failed');
    expect(await quotaOf(user.userId)).toMatchObject({
      websiteAnalyses: 1,
      websiteFailuresReturned: dailyCaps.websiteFailuresReturned,
    });
  }, 30_000);
});
