import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DiagnosticQuestion } from '../../functions/contracts/diagnostics';
import { errorsMessages } from '../../functions/contracts/messages/errors';
import { saoPauloDate } from '../../functions/domain/notifications';
import { routeKey, routes, type RouteDefinition, type RouteKey } from '../../functions/routes';
import type * as ModelPortModule from '../../functions/ai/model-port';
import type * as WorkflowsModule from '../../functions/platform/workflows/index';
import type * as AiSwitchModule from '../../functions/platform/http/ai-switch';
import type * as LocalWorkflowsModule from '../../functions/local/local-workflows';
import type { StartAnalysisRequest } from '../../functions/platform/workflows/port';
import { aiSwitchFileOf, fileAiSwitchSource, writeAiSwitch } from '../../functions/local/ai-switch-file';
import { validAnswer } from './support/answers';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { call, documents, stack, storedItems } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { countingModel, invokeRoute, type CountingModel, type RouteHandler } from './support/in-process';
import { trialUserWithTask } from './support/action-plan-users';
import { newTrialUser, type TestUser } from './support/payments';

/**
 * Issue #46: the operator's emergency stop of AI work (decision 0056). Every route the manifest marks
 * `ai` runs through its real handler in this process (the whole chain, against DynamoDB Local), with a
 * model port that counts its calls, a workflows port that counts its starts, and the switch read from
 * the local file `npm start` uses (functions/local/ai-switch-file.ts). Off: each answers 503 with the
 * catalogue's message, no model call, no workflow, and the user's partition (daily quotas included)
 * is exactly as before. On again: each passes the gate, and the costly work happens.
 */

const aiRoutes = (routes as readonly RouteDefinition[]).filter((route) => route.ai);

let model: CountingModel;
let ports: {
  model: typeof ModelPortModule;
  workflows: typeof WorkflowsModule;
  aiSwitch: typeof AiSwitchModule;
};
let runner: LocalWorkflowsModule.LocalWorkflows;
/** Every workflow start, by kind; the analysis starts held (not run) when `hold` is set. */
const starts: string[] = [];
const held: StartAnalysisRequest[] = [];
let hold = false;
const handlers = new Map<string, RouteHandler>();
const dataDir = mkdtempSync(join(tmpdir(), 'rumo-ai-switch-it-'));
const switchFile = aiSwitchFileOf(dataDir);

/** Flips the switch as an operator does locally, and skips the 30-second cache (a test has no time). */
function flip(state: 'on' | 'off') {
  writeAiSwitch(switchFile, state);
  ports.aiSwitch.forgetAiSwitch();
}

beforeAll(async () => {
  useStackEnvironment();
  ports = {
    model: await import('../../functions/ai/model-port'),
    workflows: await import('../../functions/platform/workflows/index'),
    aiSwitch: await import('../../functions/platform/http/ai-switch'),
  };
  ports.aiSwitch.useAiSwitchSource(fileAiSwitchSource(switchFile));
  const { localModelPort } = await import('../../functions/ai/local-adapter');
  model = countingModel(localModelPort());
  ports.model.useModelPort(model.port);
  runner = (await import('../../functions/local/local-workflows')).createLocalWorkflows();
  const counted =
    <R>(kind: string) =>
    async (_request: R) => {
      starts.push(kind);
    };
  ports.workflows.setWorkflows({
    ...runner,
    async startAnalysis(request) {
      starts.push('analysis');
      if (hold) held.push(request);
      else await runner.startAnalysis(request);
    },
    startDossier: counted('dossier'),
    startPlan: counted('action-plan'),
    startWebsite: counted('website'),
    startInstagram: counted('instagram'),
  });
  const { loadArea } = await import('../../functions/local/gateway');
  for (const route of aiRoutes) {
    const key = routeKey(route) as RouteKey;
    handlers.set(key, (await (await loadArea(route.area)).load(key)) as unknown as RouteHandler);
  }
});

afterAll(() => {
  ports?.model.useModelPort(undefined);
  ports?.workflows.setWorkflows(undefined);
  ports?.aiSwitch.useAiSwitchSource(undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  model.reset();
  starts.length = 0;
  held.length = 0;
  hold = false;
  flip('on');
});

/** A value for each path parameter of the AI routes (the refusal comes before they are read). */
const parameterValues = (target: { planId: string; itemId: string }): Record<string, string> => ({
  diagnosticId: 'negocio',
  resultId: 'fundador',
  sectionKey: 'perfil',
  planId: target.planId,
  itemId: target.itemId,
  analysisId: 'analise-inexistente',
});

const pathParameters = (path: string, values: Record<string, string>) =>
  Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, values[name!]!]));

/** A body each route accepts or refuses on its own terms (never the switch's). */
const bodies: Partial<Record<string, unknown>> = {
  'POST /api/action-plans/{planId}/items/{itemId}/genius': { message: 'Por onde começo?' },
  'POST /api/website-analyses': { websiteUrl: 'https://exemplo.com.br' },
  'POST /api/instagram-analyses': { profileUsername: 'doceponto' },
  'POST /api/action-plans/generate': { areas: ['Marketing'], itemsPerArea: 3 },
};

/** Everything stored under the user's partition (profile, subscription, quotas, results, plans…). */
async function partition(user: TestUser) {
  const { Items = [] } = await documents.send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${user.userId}` },
      ConsistentRead: true,
    }),
  );
  return Items.sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
}

describe('the switch off: every AI route answers its message and nothing happens', () => {
  it('covers the AI routes of the manifest', () => {
    // The 13 entry points of issue #46 and Atualizar dossiê (#47); the manifest's `ai` flag is held
    // equal to the routes' model permissions by tests/infra/ai-switch.test.ts.
    expect(aiRoutes.map(routeKey).sort()).toEqual(
      [
        'POST /api/diagnostics/{diagnosticId}/complete',
        'POST /api/analyses/{resultId}/generate',
        'POST /api/analyses/{resultId}/sections/{sectionKey}',
        'POST /api/dossier/generate',
        'POST /api/dossier/sections/{sectionKey}/generate',
        'POST /api/dossier/refresh',
        'POST /api/action-plans/generate',
        'POST /api/action-plans/{planId}/items/{itemId}/genius',
        'POST /api/website-analyses',
        'POST /api/website-analyses/{analysisId}/retry',
        'POST /api/website-analyses/{analysisId}/regenerate',
        'POST /api/instagram-analyses',
        'POST /api/instagram-analyses/{analysisId}/retry',
        'POST /api/instagram-analyses/{analysisId}/regenerate',
      ].sort(),
    );
  });

  it('each answers 503 AI_UNAVAILABLE with the message; no model call, no workflow, nothing written', async () => {
    const target = await trialUserWithTask('ia-desligada');
    const before = await partition(target.user);
    flip('off');
    for (const route of aiRoutes) {
      const key = routeKey(route);
      const answer = await invokeRoute(handlers.get(key)!, {
        userId: target.user.userId,
        pathParameters: pathParameters(route.path, parameterValues(target)),
        body: bodies[key] ?? {},
      });
      expect(answer, key).toEqual({
        status: 503,
        body: {
          code: 'AI_UNAVAILABLE',
          message: errorsMessages.aiUnavailable,
          details: null,
          timestamp: expect.any(String),
        },
      });
    }
    expect(model.calls).toEqual([]);
    expect(starts).toEqual([]);
    expect(await partition(target.user)).toEqual(before);
    expect(before.some((item) => String(item.sk).startsWith('QUOTA#'))).toBe(false);
  });

  it('the model port refuses too: a call made past the chain never reaches the model', async () => {
    flip('off');
    const refusal = await ports.model
      .modelPort()
      .generate('genius-reply', {} as never)
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ name: 'AiUnavailableError', message: errorsMessages.aiUnavailable });
    expect(model.calls).toEqual([]);
  });
});

describe('the switch on again: the routes pass the gate and the work happens', () => {
  it('every AI route answers something else than the switch’s 503', async () => {
    const target = await trialUserWithTask('ia-religada');
    flip('off');
    flip('on');
    for (const route of aiRoutes) {
      const key = routeKey(route);
      const answer = await invokeRoute(handlers.get(key)!, {
        userId: target.user.userId,
        pathParameters: pathParameters(route.path, parameterValues(target)),
        body: bodies[key] ?? {},
      });
      expect(answer.body?.code, `${key}: ${JSON.stringify(answer.body)}`).not.toBe('AI_UNAVAILABLE');
    }
  }, 30_000);

  it('Genius answers (one model call, one unit) and a website analysis starts its workflow', async () => {
    const target = await trialUserWithTask('ia-ligada');
    const genius = await invokeRoute(handlers.get('POST /api/action-plans/{planId}/items/{itemId}/genius')!, {
      userId: target.user.userId,
      pathParameters: { planId: target.planId, itemId: target.itemId },
      body: { message: 'Por onde começo?' },
    });
    expect(genius.status, JSON.stringify(genius.body)).toBe(200);
    expect(model.callsOf('genius-reply')).toBe(1);
    const website = await invokeRoute(handlers.get('POST /api/website-analyses')!, {
      userId: target.user.userId,
      body: { websiteUrl: 'https://exemplo.com.br' },
    });
    expect(website.status, JSON.stringify(website.body)).toBe(201);
    expect(starts).toEqual(['website']);
    const quota = (await storedItems(target.user.userId, `QUOTA#${saoPauloDate(new Date())}`))[0];
    expect(quota).toMatchObject({ geniusMessages: 1, websiteAnalyses: 1 });
  });
});

describe('a run already started when the switch goes off', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await newTrialUser('ia-em-curso');
    const questionnaire = await call('GET', '/api/diagnostics/negocio/questionnaire', { token: user.token });
    for (const question of questionnaire.body.questions as DiagnosticQuestion[]) {
      const saved = await call('PUT', `/api/diagnostics/negocio/answers/${encodeURIComponent(question.id)}`, {
        token: user.token,
        body: validAnswer(question),
      });
      expect(saved.status, question.id).toBe(200);
    }
  }, 60_000);

  it('ends at its model call with the same message, the model never called', async () => {
    hold = true;
    const completed = await invokeRoute(handlers.get('POST /api/diagnostics/{diagnosticId}/complete')!, {
      userId: user.userId,
      pathParameters: { diagnosticId: 'negocio' },
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(held).toHaveLength(1);
    // The execution's first step runs after the operator stopped AI work.
    flip('off');
    await runner.startAnalysis(held[0]!);
    await runner.idle();
    expect(model.calls).toEqual([]);
    const analysis = await call('GET', '/api/analyses/negocio', { token: user.token });
    expect(analysis.body).toMatchObject({ status: 'error', error: errorsMessages.aiUnavailable });
  }, 30_000);
});
