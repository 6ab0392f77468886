import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiTaskName } from '../../functions/ai/tasks';
import type { DossierSectionInput } from '../../functions/ai/dossier-input';
import { analysisResponse } from '../../functions/contracts/analyses';
import {
  dossierSectionKeys,
  type DossierSectionKey,
} from '../../functions/contracts/analysis-data/dossier/sections';
import { dossierResponse, type DossierResponse } from '../../functions/contracts/dossier';
import { dossierMessages } from '../../functions/contracts/messages/dossier';
import { saoPauloDate } from '../../functions/domain/notifications';
import { dailyCaps } from '../../functions/platform/data/daily-caps';
import type * as RequestModule from '../../functions/dossier/request-generation';
import type * as TasksModule from '../../functions/dossier/steps/dossier-steps';
import type * as WorkflowsModule from '../../functions/platform/workflows/index';
import type * as LocalAdapterModule from '../../functions/local/local-workflows';
import { call, documents, stack } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { userWithFourDiagnostics } from './support/four-diagnostics';
import { invokeRoute, type RouteHandler } from './support/in-process';
import type { TestUser } from './support/payments';

/**
 * Issue #47 item 5: a dossier section knows when an analysis it was written from was redone. The
 * analyses are redone over the gateway (the stack's own workflow and local analyst); the dossier runs in
 * this process (the real ASL in the local runner) with the local analyst behind a port that records
 * what each section was given.
 */
const model = vi.hoisted(() => ({
  calls: [] as { task: string; input: unknown }[],
  fail: (_task: string): Error | null => null,
}));
vi.mock('../../functions/ai/model-port', async () => {
  const { localModelPort } = await import('../../functions/ai/local-adapter');
  const real = localModelPort();
  return {
    modelPort: () => ({
      ...real,
      generate: async (task: AiTaskName, input: never) => {
        model.calls.push({ task, input });
        const failure = model.fail(task);
        if (failure) throw failure;
        return real.generate(task, input);
      },
    }),
    useModelPort: () => undefined,
  };
});

const taskOf = (key: DossierSectionKey) => `dossier-${key.replaceAll('_', '-')}`;
const sectionOf = (task: string) => task.slice('dossier-'.length).replaceAll('-', '_') as DossierSectionKey;

/** The dossier section calls made: the section and the sections it was given as written so far. */
const sectionCalls = () =>
  model.calls
    .filter(({ task }) => task.startsWith('dossier-'))
    .map(({ task, input }) => ({
      section: sectionOf(task),
      context: Object.keys((input as DossierSectionInput).sections),
      business: (input as DossierSectionInput).businessAnalysis,
    }));

let request: typeof RequestModule;
let workflows: typeof WorkflowsModule;
let runner: LocalAdapterModule.LocalWorkflows;
let refreshRoute: RouteHandler;
let owner: TestUser;

beforeAll(async () => {
  useStackEnvironment();
  request = await import('../../functions/dossier/request-generation');
  workflows = await import('../../functions/platform/workflows/index');
  const tasks: typeof TasksModule = await import('../../functions/dossier/steps/dossier-steps');
  const local: typeof LocalAdapterModule = await import('../../functions/local/local-workflows');
  runner = local.createLocalWorkflows({
    handlers: { dossier: tasks.dossierStepHandler({ pauseMs: 5 }) },
    retryIntervalOverrides: { StartSection: 5, GenerateSection: 5, MarkSectionFailed: 5, Release: 5 },
  });
  workflows.setWorkflows(runner);
  refreshRoute = (
    (await import('../../functions/dossier/handlers/refresh-dossier')) as { handler: RouteHandler }
  ).handler;
  owner = await userWithFourDiagnostics('dossie-atual', 'Oficina Boa Vista');
  await request.requestDossierGeneration(owner.userId, 'missing');
  await runner.idle();
}, 180_000);

afterAll(() => workflows?.setWorkflows(undefined));

beforeEach(() => {
  model.calls = [];
  model.fail = () => null;
});

async function dossierOf(user: TestUser): Promise<DossierResponse> {
  const answer = await call('GET', '/api/dossier', { token: user.token });
  expect(answer.status).toBe(200);
  return dossierResponse.parse(answer.body);
}

const staleOf = (dossier: DossierResponse) =>
  Object.fromEntries(dossier.sections.map((section) => [section.key, section.staleSources]));

/** Generates an analysis again over the gateway and waits for it, as its screen's Gerar novamente. */
async function redoAnalysis(resultId: string) {
  const started = await call('POST', `/api/analyses/${resultId}/generate`, { token: owner.token });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const answer = await call('GET', `/api/analyses/${resultId}`, { token: owner.token });
    if (answer.body.status !== 'processing') {
      const analysis = analysisResponse.parse(answer.body);
      expect(analysis).toMatchObject({ status: 'completed', regenerationError: null });
      return analysis;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`analysis ${resultId} still processing`);
}

/** Atualizar dossiê in this process, through the route's whole chain. */
const refresh = () => invokeRoute(refreshRoute, { userId: owner.userId });

/** The DOSSIER item's count of the day's units. */
async function unitsUsed(): Promise<number> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: stack.resources.tableName,
      Key: { pk: `USER#${owner.userId}`, sk: 'DOSSIER' },
    }),
  );
  return Item?.quotaDay === saoPauloDate(new Date()) ? Number(Item.quotaUsed ?? 0) : 0;
}

describe('a dossier whose analyses are redone (issue #47 item 5)', () => {
  it('written from the current analyses: nothing stale, and Atualizar dossiê refuses with why (409), calling no model', async () => {
    const dossier = await dossierOf(owner);
    expect(dossier.sections.map((section) => section.status)).toEqual(Array(6).fill('completed'));
    expect(Object.values(staleOf(dossier))).toEqual(Array(6).fill([]));
    const used = await unitsUsed();

    expect(await refresh()).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: dossierMessages.nothingStale, timestamp: expect.any(String) },
    });
    expect(model.calls).toEqual([]);
    expect(await unitsUsed()).toBe(used);
    expect((await dossierOf(owner)).generating).toBe(false);
  });

  it('the business analysis redone: the four sections written from it are stale, with when; the founder and investor ones are not', async () => {
    const redone = await redoAnalysis('negocio');
    const dossier = await dossierOf(owner);
    const stale = [{ source: 'business', changedAt: redone.completedAt }];
    expect(staleOf(dossier)).toEqual({
      resumo_executivo: stale,
      perfil_fundador: [],
      raio_x_negocio: stale,
      analise_mercado: stale,
      perfil_investidor: [],
      plano_estrategico: stale,
    });
  }, 60_000);

  it('two Atualizar dossiê at once: one runs, the other answers 409 in Portuguese', async () => {
    const used = await unitsUsed();
    const answers = await Promise.all([refresh(), refresh()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({
      code: 'CONFLICT',
      message: dossierMessages.alreadyRunning,
    });
    const started = dossierResponse.parse(answers.find((answer) => answer.status === 202)!.body);
    expect(started.generating).toBe(true);
    // Queued: the four stale sections, their earlier text still there while they wait.
    const queued = ['resumo_executivo', 'raio_x_negocio', 'analise_mercado', 'plano_estrategico'];
    for (const section of started.sections) {
      expect(section.status, section.key).toBe(queued.includes(section.key) ? 'pending' : 'completed');
      expect(section.content, section.key).not.toBeNull();
    }
    // Their units reserved with the lock, before any model call.
    expect(await unitsUsed()).toBe(used + 4);
    await runner.idle();

    // Exactly those, in the dossier's order, each given the fresh sections and the ones rewritten
    // before it, never one still waiting to be replaced; and the business analysis as it is now.
    const current = analysisResponse.parse(
      (await call('GET', '/api/analyses/negocio', { token: owner.token })).body,
    );
    expect(sectionCalls()).toEqual([
      {
        section: 'resumo_executivo',
        context: ['perfil_fundador', 'perfil_investidor'],
        business: current.data,
      },
      {
        section: 'raio_x_negocio',
        context: ['resumo_executivo', 'perfil_fundador', 'perfil_investidor'],
        business: current.data,
      },
      {
        section: 'analise_mercado',
        context: ['resumo_executivo', 'perfil_fundador', 'raio_x_negocio', 'perfil_investidor'],
        business: current.data,
      },
      {
        section: 'plano_estrategico',
        context: [
          'resumo_executivo',
          'perfil_fundador',
          'raio_x_negocio',
          'analise_mercado',
          'perfil_investidor',
        ],
        business: current.data,
      },
    ]);
    const after = await dossierOf(owner);
    expect(after.generating).toBe(false);
    expect(after.sections.map((section) => section.status)).toEqual(Array(6).fill('completed'));
    expect(Object.values(staleOf(after))).toEqual(Array(6).fill([]));
    expect(await unitsUsed()).toBe(used + 4);
  }, 60_000);

  it('one section rewritten while others are stale is not given them; a failed rewrite keeps its text, stays stale, and gives its unit back', async () => {
    await redoAnalysis('fundador');
    expect(
      Object.entries(staleOf(await dossierOf(owner)))
        .filter(([, sources]) => sources.length > 0)
        .map(([key]) => key),
    ).toEqual(['resumo_executivo', 'perfil_fundador']);

    // The strategic plan's tab: Atualizar. Its context leaves out the two stale sections.
    await request.requestDossierGeneration(owner.userId, { only: 'plano_estrategico' });
    await runner.idle();
    expect(sectionCalls().map(({ section, context }) => ({ section, context }))).toEqual([
      {
        section: 'plano_estrategico',
        context: ['raio_x_negocio', 'analise_mercado', 'perfil_investidor'],
      },
    ]);

    // Atualizar dossiê: the founder profile's rewrite fails; the summary is rewritten.
    model.calls = [];
    const earlier = (await dossierOf(owner)).sections[1]!.content;
    const used = await unitsUsed();
    model.fail = (task) =>
      task === taskOf('perfil_fundador')
        ? Object.assign(new Error('Resposta da IA incompleta ou inválida'), {
            name: 'InvalidModelOutputError',
          })
        : null;
    expect((await refresh()).status).toBe(202);
    await runner.idle();
    expect(sectionCalls().map(({ section }) => section)).toEqual(['resumo_executivo', 'perfil_fundador']);
    const after = await dossierOf(owner);
    expect(after.sections[0]).toMatchObject({ status: 'completed', staleSources: [] });
    expect(after.sections[1]).toMatchObject({
      status: 'failed',
      content: earlier,
      staleSources: [{ source: 'founder' }],
    });
    // Two reserved, the failed one given back (decision 0057).
    expect(await unitsUsed()).toBe(used + 1);

    // Atualizar dossiê again: only the one still stale.
    model.calls = [];
    model.fail = () => null;
    expect((await refresh()).status).toBe(202);
    await runner.idle();
    expect(sectionCalls().map(({ section }) => section)).toEqual(['perfil_fundador']);
    expect(Object.values(staleOf(await dossierOf(owner)))).toEqual(Array(6).fill([]));
  }, 60_000);

  it('past the day’s cap of section generations: 429, nothing queued, no model call', async () => {
    await redoAnalysis('sistema-gestao');
    const before = await dossierOf(owner);
    const stale = dossierSectionKeys.filter((_, index) => before.sections[index]!.staleSources.length > 0);
    expect(stale).toEqual(['resumo_executivo', 'raio_x_negocio', 'plano_estrategico']);
    // Two units left today, three sections to rewrite.
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${owner.userId}`, sk: 'DOSSIER' },
        UpdateExpression: 'SET quotaDay = :day, quotaUsed = :used',
        ExpressionAttributeValues: {
          ':day': saoPauloDate(new Date()),
          ':used': dailyCaps.dossierSections - 2,
        },
      }),
    );
    expect(await refresh()).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMIT', message: dossierMessages.dailyLimit },
    });
    expect(model.calls).toEqual([]);
    const after = await dossierOf(owner);
    expect(after.generating).toBe(false);
    expect(after.sections).toEqual(before.sections);
    expect(await unitsUsed()).toBe(dailyCaps.dossierSections - 2);
  }, 60_000);
});
