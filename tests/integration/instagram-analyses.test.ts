import { readFileSync } from 'node:fs';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  INSTAGRAM_DAILY_LIMIT,
  type InstagramAnalysisRecord,
} from '../../functions/contracts/instagram-analysis';
import { instagramGraphMessages } from '../../functions/contracts/messages/instagram-graph';
import { marketingMessages } from '../../functions/contracts/messages/marketing';
import { saoPauloDate } from '../../functions/domain/notifications';
import { MAX_POSTS } from '../../functions/marketing/instagram/graph-client';
import {
  startGraphStandIn,
  type GraphStandIn,
} from '../../functions/marketing/instagram/testing/graph-stand-in';
import type * as ModelPortModule from '../../functions/ai/model-port';
import type * as WorkflowsModule from '../../functions/platform/workflows/index';
import type * as LocalWorkflowsModule from '../../functions/local/local-workflows';
import type * as InstagramServiceModule from '../../functions/marketing/instagram-analyses';
import type { InstagramRunInput } from '../../functions/platform/workflows/definitions';
import { call, documents, stack } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { countingModel, type CountingModel } from './support/in-process';
import { newTrialUser, type TestUser } from './support/payments';

/**
 * Instagram analyses end to end on the local stack, whose Graph stand-in serves the fixtures
 * (functions/marketing/instagram/testing): creation, the workflow, the computed numbers, a personal
 * account's failure, the daily cap; in this process, the per-username cache (counted on a stand-in of
 * its own) and an installation without a source.
 */
const text = marketingMessages;

async function waitFor(user: TestUser, id: string, timeoutMs = 30_000): Promise<InstagramAnalysisRecord> {
  const started = Date.now();
  for (;;) {
    const answer = await call('GET', `/api/instagram-analyses/${id}`, { token: user.token });
    expect(answer.status).toBe(200);
    if (['completed', 'failed'].includes(answer.body.status)) return answer.body;
    if (Date.now() - started > timeoutMs) throw new Error(`analysis ${id} still ${answer.body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The engagement rate of a fixture by the formula, over the posts the client reads. */
function fixtureRate(username: string): number {
  const file = new URL(
    `../../functions/marketing/instagram/testing/fixtures/${username}.json`,
    import.meta.url,
  );
  const { business_discovery: profile } = JSON.parse(readFileSync(file, 'utf8')) as {
    business_discovery: {
      followers_count: number;
      media: { like_count?: number; comments_count?: number }[];
    };
  };
  const media = profile.media.slice(0, MAX_POSTS);
  const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const likes = average(media.flatMap((post) => (post.like_count === undefined ? [] : [post.like_count])));
  const comments = average(
    media.flatMap((post) => (post.comments_count === undefined ? [] : [post.comments_count])),
  );
  return ((likes + comments) / profile.followers_count) * 100;
}
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

describe('Instagram analyses over the gateway', () => {
  let ana: TestUser;
  let bruno: TestUser;
  beforeAll(async () => {
    [ana, bruno] = await Promise.all([newTrialUser('insta-a'), newTrialUser('insta-b')]);
  });

  it('refuses names against the form’s rules with the spec’s messages, and writes nothing', async () => {
    for (const [body, field, message] of [
      [{ profileUsername: '  ' }, 'profileUsername', text.instagram.profileRequired],
      [{ profileUsername: '@doceponto' }, 'profileUsername', text.instagram.noAt],
      [
        { profileUsername: 'doceponto', competitorUsername: 'a@b' },
        'competitorUsername',
        text.instagram.noAt,
      ],
      [{ profileUsername: 'doce ponto' }, 'profileUsername', text.instagram.usernameCharset],
    ] as const) {
      const answer = await call('POST', '/api/instagram-analyses', { token: ana.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field, message }] });
    }
    const list = await call('GET', '/api/instagram-analyses', { token: ana.token });
    expect(list.body).toEqual({ analyses: [], creationEnabled: true });
  });

  it('analyses a profile against a competitor and a benchmark: the fixture’s numbers, by the formula', async () => {
    const created = await call('POST', '/api/instagram-analyses', {
      token: ana.token,
      body: {
        profileUsername: 'doceponto',
        competitorUsername: 'confeitariabelavista',
        benchmarkUsername: 'dolcevitabh',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', analysisData: null, example: false });
    const done = await waitFor(ana, created.body.id);
    expect(done.status, done.error ?? '').toBe('completed');
    const data = done.analysisData!;
    expect(data.profile.metrics).toMatchObject({ followers: 8640, following: 318, posts: 412 });
    for (const profile of [data.profile, data.competitor!, data.benchmark!]) {
      expect(oneDecimal(profile.metrics.engagement_rate), profile.username).toBe(
        oneDecimal(fixtureRate(profile.username)),
      );
      expect(profile.content.best_content_types.length, profile.username).toBeGreaterThan(0);
      expect(profile.content.best_hashtags.length, profile.username).toBeGreaterThan(0);
    }
    expect(data.recommendations.length).toBeGreaterThanOrEqual(3);
    expect((await call('GET', `/api/instagram-analyses/${done.id}`, { token: bruno.token })).status).toBe(
      404,
    );

    const regenerated = await call('POST', `/api/instagram-analyses/${done.id}/regenerate`, {
      token: ana.token,
    });
    expect(regenerated.status).toBe(200);
    // The earlier result stays readable while the new run goes on (#46).
    expect(regenerated.body).toMatchObject({
      status: 'pending',
      analysisData: data,
      regenerationError: null,
    });
    expect((await waitFor(ana, done.id)).status).toBe('completed');
  });

  it('a personal account ends failed with the Portuguese reason; its retry runs again', async () => {
    const created = await call('POST', '/api/instagram-analyses', {
      token: ana.token,
      body: { profileUsername: 'ana.pessoal' },
    });
    expect(created.status).toBe(201);
    const failed = await waitFor(ana, created.body.id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: instagramGraphMessages.failures.notReadable('ana.pessoal'),
    });
    const retried = await call('POST', `/api/instagram-analyses/${failed.id}/retry`, { token: ana.token });
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe('pending');
    expect((await waitFor(ana, failed.id)).status).toBe('failed');
    expect(
      (await call('POST', `/api/instagram-analyses/${failed.id}/retry`, { token: bruno.token })).status,
    ).toBe(404);
  });

  it('caps runs per day: RATE_LIMIT with the reset time, nothing written', async () => {
    const carla = await newTrialUser('insta-c');
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${carla.userId}`, sk: `QUOTA#${saoPauloDate(new Date())}` },
        UpdateExpression: 'SET instagramAnalyses = :used',
        ExpressionAttributeValues: { ':used': INSTAGRAM_DAILY_LIMIT },
      }),
    );
    const refused = await call('POST', '/api/instagram-analyses', {
      token: carla.token,
      body: { profileUsername: 'doceponto' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMIT',
      message: text.instagram.dailyLimit(INSTAGRAM_DAILY_LIMIT),
    });
    expect((await call('GET', '/api/instagram-analyses', { token: carla.token })).body.analyses).toEqual([]);
  });
});

describe('Instagram analyses in this process', () => {
  let standIn: GraphStandIn;
  beforeAll(async () => {
    useStackEnvironment();
    standIn = await startGraphStandIn();
  });
  afterAll(() => standIn.close());

  it('reads a username once for several analyses: the cache holds its computed profile', async () => {
    Object.assign(process.env, {
      INSTAGRAM_GRAPH_URL: standIn.baseUrl,
      INSTAGRAM_ACCESS_TOKEN: standIn.accessToken,
      INSTAGRAM_ACCOUNT_ID: standIn.accountId,
    });
    const { forgetCachedProfile } = await import('../../functions/marketing/instagram/profile-cache');
    const { instagramSource } = await import('../../functions/marketing/instagram-source');
    for (const name of ['doceponto', 'dolcevitabh', 'confeitariabelavista']) await forgetCachedProfile(name);
    const reads = (name: string) =>
      standIn.requests.filter(
        (request) => request.fields.includes(`username(${name})`) && !request.fields.includes('.after('),
      ).length;

    const source = await instagramSource();
    expect(source.name).toBe('instagram-graph');
    const first = await source.readProfiles({
      profile: 'doceponto',
      competitor: 'confeitariabelavista',
      benchmark: null,
    });
    const second = await source.readProfiles({
      profile: 'dolcevitabh',
      competitor: 'ConfeitariaBelaVista',
      benchmark: null,
    });
    expect(reads('confeitariabelavista') + reads('ConfeitariaBelaVista')).toBe(1);
    expect(second.competitor).toEqual(first.competitor);
    expect(reads('doceponto')).toBe(1);
  });

  it('without the variables: creation refused with the EM BREVE reason, a retry ends failed as before', async () => {
    for (const name of ['INSTAGRAM_GRAPH_URL', 'INSTAGRAM_ACCESS_TOKEN', 'INSTAGRAM_ACCOUNT_ID'])
      delete process.env[name];
    const dora = await newTrialUser('insta-d');
    const service = await import('../../functions/marketing/instagram-analyses');
    const { putInstagramAnalysis } = await import('../../functions/marketing/instagram-analysis-records');
    await expect(service.createAnalysis(dora.userId, { profileUsername: 'doceponto' })).rejects.toMatchObject(
      {
        kind: 'conflict',
        message: text.instagram.noSource,
      },
    );
    expect(await service.listAnalyses(dora.userId)).toEqual({ analyses: [], creationEnabled: false });
    await putInstagramAnalysis(dora.userId, {
      id: 'falhou',
      profileUsername: 'doceponto',
      competitorUsername: null,
      benchmarkUsername: null,
      status: 'failed',
      createdAt: new Date().toISOString(),
      analysisData: null,
    });
    const retried = await service.restartAnalysis(dora.userId, 'falhou', 'retry');
    expect(retried).toMatchObject({ status: 'failed', error: text.instagram.noSource });
  });
});

/**
 * Issue #46, in this process: the Instagram workflow's real ASL in the local runner, the profiles read
 * from a Graph stand-in of its own (which fails on demand), a model port that counts its calls and
 * fails on demand, DynamoDB Local.
 */
describe('an Instagram regeneration keeps the result; a failed run gives back its unit', () => {
  let standIn: GraphStandIn;
  let model: CountingModel;
  let ports: { model: typeof ModelPortModule; workflows: typeof WorkflowsModule };
  let runner: LocalWorkflowsModule.LocalWorkflows;
  let service: typeof InstagramServiceModule;
  let hold = false;
  const held: InstagramRunInput[] = [];

  beforeAll(async () => {
    useStackEnvironment();
    standIn = await startGraphStandIn();
    Object.assign(process.env, {
      INSTAGRAM_GRAPH_URL: standIn.baseUrl,
      INSTAGRAM_ACCESS_TOKEN: standIn.accessToken,
      INSTAGRAM_ACCOUNT_ID: standIn.accountId,
    });
    ports = {
      model: await import('../../functions/ai/model-port'),
      workflows: await import('../../functions/platform/workflows/index'),
    };
    const { localModelPort } = await import('../../functions/ai/local-adapter');
    model = countingModel(localModelPort());
    ports.model.useModelPort(model.port);
    const local = await import('../../functions/local/local-workflows');
    runner = local.createLocalWorkflows({ retryIntervalOverrides: { Analyze: 5 } });
    ports.workflows.setWorkflows({
      ...runner,
      async startInstagram(request) {
        if (hold) held.push(request);
        else await runner.startInstagram(request);
      },
    });
    service = await import('../../functions/marketing/instagram-analyses');
  });
  afterAll(async () => {
    ports?.model.useModelPort(undefined);
    ports?.workflows.setWorkflows(undefined);
    for (const name of ['INSTAGRAM_GRAPH_URL', 'INSTAGRAM_ACCESS_TOKEN', 'INSTAGRAM_ACCOUNT_ID'])
      delete process.env[name];
    await standIn?.close();
  });
  beforeEach(() => {
    model.reset();
    hold = false;
  });

  const quotaOf = async (userId: string) =>
    (
      await documents.send(
        new GetCommand({
          TableName: stack.resources.tableName,
          Key: { pk: `USER#${userId}`, sk: `QUOTA#${saoPauloDate(new Date())}` },
        }),
      )
    ).Item ?? {};

  /** A user with a completed analysis of doceponto: its id and the record. */
  async function completedAnalysis(prefix: string) {
    const user = await newTrialUser(prefix);
    const created = await service.createAnalysis(user.userId, { profileUsername: 'doceponto' });
    await runner.idle();
    const completed = await service.getAnalysis(user.userId, created.id);
    expect(completed.status, completed.error ?? '').toBe('completed');
    return { user, id: created.id, completed };
  }

  it('the demo seeding never calls a model: with one that throws on any call, it completes from the local analyst', async () => {
    model.fail = (task) => new Error(`a model was called for ${task}`);
    const { seedDemoInstagram } = await import('../../functions/local/demo-instagram');
    const user = await newTrialUser('insta-demo');
    await seedDemoInstagram(user.userId);
    expect(model.calls).toEqual([]);
    const demo = await service.getAnalysis(user.userId, 'demo-instagram-doceponto');
    expect(demo.status, demo.error ?? '').toBe('completed');
    expect(demo.analysisData?.recommendations.length).toBeGreaterThanOrEqual(3);
    // The personal account ends failed with its reason, as before.
    expect(await service.getAnalysis(user.userId, 'demo-instagram-falha')).toMatchObject({
      status: 'failed',
    });
    // …and the port installed before is back: the product's own analyses use it.
    const { modelPort } = await import('../../functions/ai/model-port');
    await expect(modelPort().generate('instagram-recommendations', {} as never)).rejects.toThrow(
      'a model was called for instagram-recommendations',
    );
  });

  it('a regeneration whose model fails keeps the earlier result readable and gives back its unit', async () => {
    const { user, id, completed } = await completedAnalysis('insta-regera');
    const { InvalidModelOutputError } = await import('../../functions/ai/errors');
    model.fail = (task) => new InvalidModelOutputError(task);
    model.pauseMs = 400;
    const started = await service.restartAnalysis(user.userId, id, 'regenerate');
    expect(started).toMatchObject({ status: 'pending', analysisData: completed.analysisData });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const running = await service.getAnalysis(user.userId, id);
    expect(['pending', 'processing']).toContain(running.status);
    expect(running.analysisData).toEqual(completed.analysisData);
    expect(await quotaOf(user.userId)).toMatchObject({ instagramAnalyses: 2 });

    await runner.idle();
    expect(await service.getAnalysis(user.userId, id)).toMatchObject({
      status: 'completed',
      error: null,
      regenerationError: 'Resposta da IA incompleta ou inválida',
      analysisData: completed.analysisData,
    });
    expect(await quotaOf(user.userId)).toMatchObject({ instagramAnalyses: 1, instagramFailuresReturned: 1 });

    // A regeneration that succeeds clears the notice.
    model.reset();
    await service.restartAnalysis(user.userId, id, 'regenerate');
    await runner.idle();
    expect(await service.getAnalysis(user.userId, id)).toMatchObject({
      status: 'completed',
      regenerationError: null,
    });
    expect(await quotaOf(user.userId)).toMatchObject({ instagramAnalyses: 2, instagramFailuresReturned: 1 });
  }, 30_000);

  it('a regeneration whose Graph read fails keeps the earlier result and gives back its unit', async () => {
    const { user, id, completed } = await completedAnalysis('insta-leitura');
    const { forgetCachedProfile } = await import('../../functions/marketing/instagram/profile-cache');
    await forgetCachedProfile('doceponto');
    const calls = model.callsOf('instagram-recommendations');
    standIn.failNext({ kind: 'expired-token' });
    await service.restartAnalysis(user.userId, id, 'regenerate');
    await runner.idle();
    expect(await service.getAnalysis(user.userId, id)).toMatchObject({
      status: 'completed',
      regenerationError: instagramGraphMessages.failures.unavailable,
      analysisData: completed.analysisData,
    });
    // Ended at the read: no model called.
    expect(model.callsOf('instagram-recommendations')).toBe(calls);
    expect(await quotaOf(user.userId)).toMatchObject({ instagramAnalyses: 1, instagramFailuresReturned: 1 });
  }, 30_000);

  it('two closers of one run (the failure step and the execution-ended handler) give back once', async () => {
    const { user, id, completed } = await completedAnalysis('insta-dois');
    hold = true;
    held.length = 0;
    await service.restartAnalysis(user.userId, id, 'regenerate');
    const run = held[0]!;
    const { runInstagramStep } = await import('../../functions/marketing/steps/instagram-steps');
    const { onExecutionEnded } = await import('../../functions/triggers/execution-ended');
    await Promise.all([
      runInstagramStep({ ...run, action: 'fail', failure: { Error: 'Error', Cause: 'falhou' } }),
      onExecutionEnded({ detail: { status: 'ABORTED', input: JSON.stringify(run) } }),
      runInstagramStep({ ...run, action: 'fail', failure: { Error: 'Error', Cause: 'falhou' } }),
    ]);
    expect(await service.getAnalysis(user.userId, id)).toMatchObject({
      status: 'completed',
      analysisData: completed.analysisData,
      regenerationError: expect.any(String),
    });
    expect(await quotaOf(user.userId)).toMatchObject({ instagramAnalyses: 1, instagramFailuresReturned: 1 });
  }, 30_000);
});
