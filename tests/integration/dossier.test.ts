import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dailyCaps } from '../../functions/platform/data/daily-caps';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiTaskName } from '../../functions/ai/tasks';
import { dossierSectionSchemas } from '../../functions/contracts/analysis-data/dossier/section-schemas';
import {
  dossierSectionKeys,
  type DossierSectionKey,
} from '../../functions/contracts/analysis-data/dossier/sections';
import { dossierResponse, type DossierResponse } from '../../functions/contracts/dossier';
import { dossierMessages } from '../../functions/contracts/messages/dossier';
import type * as DataModule from '../../functions/dossier/dossier';
import type * as RequestModule from '../../functions/dossier/request-generation';
import type * as EndedModule from '../../functions/triggers/execution-ended';
import type * as TasksModule from '../../functions/dossier/steps/dossier-steps';
import type * as WorkflowsModule from '../../functions/platform/workflows/index';
import type * as LocalAdapterModule from '../../functions/local/local-workflows';
import { call, documents, stack } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { userWithFourDiagnostics } from './support/four-diagnostics';
import { newTrialUser, type TestUser } from './support/payments';

/**
 * The model port of the in-process runs: the real local analyst, with failures injected per case
 * (`fail` decides, per call, whether to throw instead).
 */
const model = vi.hoisted(() => ({
  calls: [] as string[],
  fail: (_task: string, _call: number): Error | null => null,
}));
vi.mock('../../functions/ai/model-port', async () => {
  const { localModelPort } = await import('../../functions/ai/local-adapter');
  const real = localModelPort();
  return {
    modelPort: () => ({
      ...real,
      generate: async (task: AiTaskName, input: never) => {
        model.calls.push(task);
        const failure = model.fail(task, model.calls.filter((name) => name === task).length);
        if (failure) throw failure;
        return real.generate(task, input);
      },
    }),
    useModelPort: () => undefined,
  };
});

const COMPANY = 'Ateliê Vento Sul';
const named = (name: string, message: string) => Object.assign(new Error(message), { name });

type Modules = {
  data: typeof DataModule;
  request: typeof RequestModule;
  ended: typeof EndedModule;
  tasks: typeof TasksModule;
  workflows: typeof WorkflowsModule;
  local: typeof LocalAdapterModule;
};
let m: Modules;
let runner: LocalAdapterModule.LocalWorkflows;
let owner: TestUser;

beforeAll(async () => {
  useStackEnvironment();
  m = {
    data: await import('../../functions/dossier/dossier'),
    request: await import('../../functions/dossier/request-generation'),
    ended: await import('../../functions/triggers/execution-ended'),
    tasks: await import('../../functions/dossier/steps/dossier-steps'),
    workflows: await import('../../functions/platform/workflows/index'),
    local: await import('../../functions/local/local-workflows'),
  };
  // The real ASL and task handlers with short retry intervals and pauses.
  runner = m.local.createLocalWorkflows({
    handlers: { dossier: m.tasks.dossierStepHandler({ pauseMs: 5 }) },
    retryIntervalOverrides: { StartSection: 5, GenerateSection: 5, MarkSectionFailed: 5, Release: 5 },
  });
  m.workflows.setWorkflows(runner);
  owner = await userWithFourDiagnostics('dossie', COMPANY);
}, 120_000);

afterAll(() => m?.workflows.setWorkflows(undefined));

/** Removes the user's dossier items (each case starts without a dossier). */
async function dropDossier(userId: string) {
  const { Items = [] } = await documents.send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :dossier)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':dossier': 'DOSSIER' },
    }),
  );
  for (const item of Items) {
    await documents.send(
      new DeleteCommand({ TableName: stack.resources.tableName, Key: { pk: item.pk, sk: item.sk } }),
    );
  }
}

/** Generates in process (the route's service) and waits for the run to end. */
async function generate(only: DossierSectionKey | null = null) {
  const started = await m.request.requestDossierGeneration(owner.userId, only ? { only } : 'missing');
  await runner.idle();
  return started;
}

async function dossierOf(user: TestUser): Promise<DossierResponse> {
  const answer = await call('GET', '/api/dossier', { token: user.token });
  expect(answer.status).toBe(200);
  return dossierResponse.parse(answer.body);
}

/** The DOSSIER item's counts of the day's cap. */
async function quotaOf(userId: string) {
  const { Item } = await documents.send(
    new GetCommand({ TableName: stack.resources.tableName, Key: { pk: `USER#${userId}`, sk: 'DOSSIER' } }),
  );
  return { used: Item?.quotaUsed, returned: Item?.quotaReturned ?? 0 };
}

const statuses = (dossier: DossierResponse) =>
  Object.fromEntries(dossier.sections.map((section) => [section.key, section.status]));
const dossierTasks = () => model.calls.filter((task) => task.startsWith('dossier-'));

describe('the strategic dossier workflow (ASL in aws-local-stepfunctions, DynamoDB Local, local analyst)', () => {
  beforeEach(async () => {
    model.calls = [];
    model.fail = () => null;
    await dropDossier(owner.userId);
  });

  it('generates the six sections in order; each passes its schema and is about the user’s company', async () => {
    const before = await dossierOf(owner);
    expect(before.readiness).toEqual({
      state: 'ready',
      completedDiagnostics: 4,
      analysesReady: 4,
      analysesProcessing: 0,
      total: 4,
    });
    expect(before.sections.map((section) => section.status)).toEqual(Array(6).fill(null));

    const started = await generate();
    expect(started).toMatchObject({ started: true, generating: true, companyName: COMPANY });
    expect(started.sections.every((section) => section.status === 'pending')).toBe(true);

    const done = await dossierOf(owner);
    expect(done.generating).toBe(false);
    expect(done.version).toBe('enhanced');
    expect(dossierTasks()).toEqual(dossierSectionKeys.map((key) => `dossier-${key.replaceAll('_', '-')}`));
    for (const section of done.sections) {
      expect(section.status, section.key).toBe('completed');
      expect(dossierSectionSchemas[section.key].safeParse(section.content).success, section.key).toBe(true);
    }
    expect(JSON.stringify(done.sections[0]!.content)).toContain(COMPANY);
  });

  it('throttling and a "rate limit … try again" error on a section are retried, and it completes', async () => {
    model.fail = (task, attempt) => {
      if (task === 'dossier-perfil-fundador' && attempt === 1)
        return named('ThrottlingException', 'Rate exceeded');
      if (task === 'dossier-raio-x-negocio' && attempt <= 2)
        return new Error('Rate limit reached for requests. Please try again in 1s.');
      return null;
    };
    await generate();
    const done = await dossierOf(owner);
    expect(Object.values(statuses(done))).toEqual(Array(6).fill('completed'));
    expect(dossierTasks().filter((task) => task === 'dossier-perfil-fundador')).toHaveLength(2);
    expect(dossierTasks().filter((task) => task === 'dossier-raio-x-negocio')).toHaveLength(3);
  });

  it('a permanent failure on section 4 fails it with its text, completes the others and releases the lock; generating again runs only section 4', async () => {
    model.fail = (task) =>
      task === 'dossier-analise-mercado'
        ? named('InvalidModelOutputError', dossierMessages.generation.invalidResponse)
        : null;
    await generate();
    const failed = await dossierOf(owner);
    expect(failed.generating).toBe(false);
    expect(statuses(failed)).toEqual({
      resumo_executivo: 'completed',
      perfil_fundador: 'completed',
      raio_x_negocio: 'completed',
      analise_mercado: 'failed',
      perfil_investidor: 'completed',
      plano_estrategico: 'completed',
    });
    expect(failed.sections[3]).toMatchObject({
      error: dossierMessages.generation.invalidResponse,
      content: null,
    });
    // Not retried: an invalid answer is not a throttle.
    expect(dossierTasks().filter((task) => task === 'dossier-analise-mercado')).toHaveLength(1);
    // The failed section's unit of the day's cap is given back (#46).
    expect(await quotaOf(owner.userId)).toEqual({ used: 5, returned: 1 });

    model.calls = [];
    model.fail = () => null;
    const again = await generate();
    expect(again.sections[3]).toMatchObject({ status: 'pending', error: null });
    expect(dossierTasks()).toEqual(['dossier-analise-mercado']);
    expect(Object.values(statuses(await dossierOf(owner)))).toEqual(Array(6).fill('completed'));
  });

  it('always throttled: the section fails with the overloaded-model text after 1 + 3 attempts', async () => {
    model.fail = (task) =>
      task === 'dossier-plano-estrategico' ? named('ThrottlingException', 'slow down') : null;
    await generate();
    const done = await dossierOf(owner);
    expect(done.sections[5]).toMatchObject({
      status: 'failed',
      error: dossierMessages.generation.modelUnavailable,
    });
    expect(dossierTasks().filter((task) => task === 'dossier-plano-estrategico')).toHaveLength(4);
  });

  it('regenerating one completed section runs only that section; with all six completed, generate-all starts nothing', async () => {
    await generate();
    const first = await dossierOf(owner);
    model.calls = [];
    const started = await generate('perfil_investidor');
    expect(started.sections[4]!.status).toBe('pending');
    // Its content stays on screen while the new one is generated.
    expect(started.sections[4]!.content).not.toBeNull();
    expect(dossierTasks()).toEqual(['dossier-perfil-investidor']);
    const after = await dossierOf(owner);
    expect(after.sections[4]!.status).toBe('completed');
    expect(after.sections[4]!.updatedAt! > first.sections[4]!.updatedAt!).toBe(true);

    model.calls = [];
    const nothing = await m.request.requestDossierGeneration(owner.userId, 'missing');
    expect(nothing.started).toBe(false);
    expect(dossierTasks()).toEqual([]);
  });

  it('one generation at a time: a second request while the lock is held is refused; a stale lock is free', async () => {
    await m.data.startRun(owner.userId, {
      runId: 'corrida-a',
      reset: [],
      quota: { day: '2026-01-01', used: 0, returned: 0 },
    });
    await expect(m.request.requestDossierGeneration(owner.userId, 'missing')).rejects.toMatchObject({
      kind: 'conflict',
      message: dossierMessages.alreadyRunning,
    });
    await expect(
      m.data.startRun(owner.userId, {
        runId: 'corrida-b',
        reset: [],
        quota: { day: '2026-01-01', used: 0, returned: 0 },
      }),
    ).rejects.toBeInstanceOf(m.data.DossierLockedError);
    expect((await dossierOf(owner)).generating).toBe(true);

    // A lock older than the workflow's timeout belongs to a run that died.
    const old = new Date(Date.now() - m.data.DOSSIER_LOCK_STALE_MS - 1000).toISOString();
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${owner.userId}`, sk: 'DOSSIER' },
        UpdateExpression: 'SET lockedAt = :old',
        ExpressionAttributeValues: { ':old': old },
      }),
    );
    expect((await dossierOf(owner)).generating).toBe(false);
    await generate('resumo_executivo');
    expect((await dossierOf(owner)).sections[0]!.status).toBe('completed');
  });

  it('an execution that ends without its last step (failed, timed out, stopped) releases the lock and fails its unfinished sections', async () => {
    const sections = [...dossierSectionKeys];
    await m.data.startRun(owner.userId, {
      runId: 'corrida-x',
      reset: sections,
      quota: { day: '2026-01-01', used: 0, returned: 0 },
    });
    await m.data.markSectionGenerating(owner.userId, 'resumo_executivo');
    // The rule for another run (an older one) changes nothing.
    expect(
      await m.ended.onExecutionEnded({
        detail: {
          status: 'TIMED_OUT',
          input: JSON.stringify({ userId: owner.userId, runId: 'outra', sections }),
        },
      }),
    ).toEqual({ marked: false });
    expect((await dossierOf(owner)).generating).toBe(true);

    expect(
      await m.ended.onExecutionEnded({
        detail: {
          status: 'ABORTED',
          input: JSON.stringify({ userId: owner.userId, runId: 'corrida-x', sections }),
        },
      }),
    ).toEqual({ marked: true });
    const ended = await dossierOf(owner);
    expect(ended.generating).toBe(false);
    expect(ended.sections.every((section) => section.status === 'failed')).toBe(true);
    expect(ended.sections[0]!.error).toBe(dossierMessages.generation.executionEnded);
  });

  it('a workflow that cannot start releases the lock and fails the queued sections', async () => {
    m.workflows.setWorkflows({
      ...runner,
      startDossier: async () => {
        throw new Error('StartExecution: AccessDenied');
      },
    });
    try {
      await expect(m.request.requestDossierGeneration(owner.userId, 'missing')).rejects.toThrow(
        'AccessDenied',
      );
    } finally {
      m.workflows.setWorkflows(runner);
    }
    const dossier = await dossierOf(owner);
    expect(dossier.generating).toBe(false);
    expect(dossier.sections[0]).toMatchObject({
      status: 'failed',
      error: dossierMessages.generation.functionError,
    });
    // Every queued section's unit is given back (#46).
    expect(await quotaOf(owner.userId)).toEqual({ used: 0, returned: 6 });
  });

  it('a regenerated section that fails keeps its earlier content; past the failures’ cap, units stay spent', async () => {
    await generate();
    const earlier = (await dossierOf(owner)).sections[0]!.content;
    expect(earlier).not.toBeNull();
    model.fail = (task) =>
      task === 'dossier-resumo-executivo'
        ? named('InvalidModelOutputError', dossierMessages.generation.invalidResponse)
        : null;
    await generate('resumo_executivo');
    expect((await dossierOf(owner)).sections[0]).toMatchObject({ status: 'failed', content: earlier });
    expect(await quotaOf(owner.userId)).toEqual({ used: 6, returned: 1 });

    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${owner.userId}`, sk: 'DOSSIER' },
        UpdateExpression: 'SET quotaReturned = :cap',
        ExpressionAttributeValues: { ':cap': dailyCaps.dossierFailuresReturned },
      }),
    );
    await generate('resumo_executivo');
    expect((await dossierOf(owner)).sections[0]).toMatchObject({ status: 'failed', content: earlier });
    expect(await quotaOf(owner.userId)).toEqual({ used: 7, returned: dailyCaps.dossierFailuresReturned });
  });
});

describe('the dossier over the gateway (the stack’s own local workflow)', () => {
  it('generates; a second request during the run answers 409 with the spec’s text; the six sections complete', async () => {
    const user = await userWithFourDiagnostics('dossie-http', COMPANY);
    const first = await call('POST', '/api/dossier/generate', { token: user.token });
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ started: true, generating: true });
    const second = await call('POST', '/api/dossier/sections/resumo_executivo/generate', {
      token: user.token,
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'CONFLICT', message: dossierMessages.alreadyRunning });

    let dossier = await dossierOf(user);
    for (let attempt = 0; dossier.generating && attempt < 150; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      dossier = await dossierOf(user);
    }
    expect(dossier.generating).toBe(false);
    expect(Object.values(statuses(dossier))).toEqual(Array(6).fill('completed'));
    expect(dossier.companyName).toBe(COMPANY);
  }, 60_000);

  it('without diagnostics: 400 with the spec’s text and the readiness says why', async () => {
    const user = await newTrialUser('dossie-vazio');
    const empty = await call('POST', '/api/dossier/generate', { token: user.token });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_ERROR', message: dossierMessages.insufficientData });
    expect((await dossierOf(user)).readiness).toEqual({
      state: 'unavailable',
      completedDiagnostics: 0,
      analysesReady: 0,
      analysesProcessing: 0,
      total: 4,
    });
  });

  it('an unknown section key is a 400 and writes nothing', async () => {
    const answer = await call('POST', '/api/dossier/sections/capitulo_extra/generate', {
      token: owner.token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
  });
});
