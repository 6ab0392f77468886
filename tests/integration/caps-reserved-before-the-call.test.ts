import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_REGENERATIONS } from '../../functions/contracts/analyses';
import type { DiagnosticQuestion } from '../../functions/contracts/diagnostics';
import { actionPlanMessages } from '../../functions/contracts/messages/action-plan';
import { analysisApiMessages } from '../../functions/contracts/messages/analysis-api';
import { sectionAnalysisMessages } from '../../functions/contracts/messages/section-analysis';
import { saoPauloDate } from '../../functions/domain/notifications';
import { groupQuestions } from '../../functions/domain/question-groups';
import type { QuotaKind } from '../../functions/platform/data/quotas';
import { dailyCaps } from '../../functions/platform/data/daily-caps';
import type * as ModelPortModule from '../../functions/ai/model-port';
import type * as WorkflowsModule from '../../functions/platform/workflows/index';
import type * as LocalWorkflowsModule from '../../functions/local/local-workflows';
import { validAnswer } from './support/answers';
import { call, documents, stack } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { countingModel, invokeRoute, type CountingModel, type RouteHandler } from './support/in-process';
import { trialUserWithTask } from './support/action-plan-users';
import { newTrialUser, type TestUser } from './support/payments';

/**
 * Issue #33: the caps on model calls are reserved BEFORE the call. Bursts of parallel requests go
 * through the real route handlers in this process (auth claims, the paywall's subscription check,
 * validation, the service, the error mapper) against DynamoDB Local, with a model port that counts its
 * calls (the local analyst behind a pause, so a burst's calls overlap) and, for the analyses, the real
 * ASL in the local runner. Every count is checked exactly.
 */

const GENIUS_MAX = 50;
const FOUNDER_SECTIONS_MAX = 16;

let model: CountingModel;
let ports: { model: typeof ModelPortModule; workflows: typeof WorkflowsModule };
let runner: LocalWorkflowsModule.LocalWorkflows;
/** The analysis workflows started (result ids), and whether the next start fails. */
const analysisStarts: string[] = [];
let startFails = false;
let handlers: {
  genius: RouteHandler;
  section: RouteHandler;
  complete: RouteHandler;
  generate: RouteHandler;
  getAnalysis: RouteHandler;
  reset: RouteHandler;
};

beforeAll(async () => {
  useStackEnvironment();
  ports = {
    model: await import('../../functions/ai/model-port'),
    workflows: await import('../../functions/platform/workflows/index'),
  };
  const { localModelPort } = await import('../../functions/ai/local-adapter');
  model = countingModel(localModelPort());
  ports.model.useModelPort(model.port);
  const local = await import('../../functions/local/local-workflows');
  runner = local.createLocalWorkflows({
    retryIntervalOverrides: { Generate: 5, Overview: 5, Areas: 5, MarkError: 5 },
    waitTimeOverrides: { Pause: 20 },
  });
  ports.workflows.setWorkflows({
    ...runner,
    async startAnalysis(request) {
      if (startFails) throw new Error('StartExecution falhou (teste)');
      analysisStarts.push(request.resultId);
      await runner.startAnalysis(request);
    },
  });
  const handler = async (path: string) => ((await import(path)) as { handler: RouteHandler }).handler;
  handlers = {
    genius: await handler('../../functions/action-plan/handlers/ask-genius'),
    section: await handler('../../functions/analyses/handlers/analyse-section'),
    complete: await handler('../../functions/diagnostics/handlers/complete-diagnostic'),
    generate: await handler('../../functions/analyses/handlers/generate-analysis'),
    getAnalysis: await handler('../../functions/analyses/handlers/get-analysis'),
    reset: await handler('../../functions/diagnostics/handlers/reset-diagnostic'),
  };
});

afterAll(() => {
  ports?.model.useModelPort(undefined);
  ports?.workflows.setWorkflows(undefined);
});

beforeEach(() => {
  model.reset();
  startFails = false;
});

const quotaKey = (userId: string) => ({ pk: `USER#${userId}`, sk: `QUOTA#${saoPauloDate(new Date())}` });

/** Today's use of a cap, as stored (0 when nothing was counted). */
async function used(userId: string, kind: QuotaKind): Promise<number> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: stack.resources.tableName, Key: quotaKey(userId) }),
  );
  return Number(Item?.[kind] ?? 0);
}

/** Sets today's use of a cap directly. */
async function setUsed(userId: string, kind: QuotaKind, count: number) {
  await documents.send(
    new UpdateCommand({
      TableName: stack.resources.tableName,
      Key: quotaKey(userId),
      UpdateExpression: 'SET #kind = :count',
      ExpressionAttributeNames: { '#kind': kind },
      ExpressionAttributeValues: { ':count': count },
    }),
  );
}

/** How many answers had each status. */
const byStatus = (answers: ReadonlyArray<{ status: number }>) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

const named = (name: string) => Object.assign(new Error(`${name} (teste)`), { name });

describe('Genius: the day’s message is reserved before the model is called', () => {
  const text = actionPlanMessages;

  const userWithTask = trialUserWithTask;

  const ask = (target: { user: TestUser; planId: string; itemId: string }, message: string) =>
    invokeRoute(handlers.genius, {
      userId: target.user.userId,
      pathParameters: { planId: target.planId, itemId: target.itemId },
      body: { message },
    });

  const limitAnswer = {
    status: 429,
    body: {
      code: 'RATE_LIMIT',
      message: text.limits.genius(GENIUS_MAX),
      details: null,
      timestamp: expect.any(String),
    },
  };

  it('a message is counted once, when reserved; the conversation is stored with both turns', async () => {
    const target = await userWithTask('genius-um');
    const answer = await ask(target, 'Por onde começo?');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.messages.map((turn: { role: string }) => turn.role)).toEqual(['user', 'assistant']);
    expect(model.callsOf('genius-reply')).toBe(1);
    expect(await used(target.user.userId, 'geniusMessages')).toBe(1);
    const stored = await call('GET', `/api/action-plans/${target.planId}/items/${target.itemId}/genius`, {
      token: target.user.token,
    });
    expect(stored.body.messages).toHaveLength(2);
  });

  it(`60 messages at once from a fresh day: exactly ${GENIUS_MAX} accepted and ${GENIUS_MAX} model calls, the rest 429`, async () => {
    const target = await userWithTask('genius-rajada');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => ask(target, `Pergunta ${index + 1}`)),
    );
    expect(byStatus(answers)).toEqual({ 200: GENIUS_MAX, 429: 60 - GENIUS_MAX });
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toEqual(limitAnswer);
    }
    expect(model.callsOf('genius-reply')).toBe(GENIUS_MAX);
    expect(await used(target.user.userId, 'geniusMessages')).toBe(GENIUS_MAX);
  }, 60_000);

  it('from 49 used, 25 messages at once: 1 accepted, 1 model call', async () => {
    const target = await userWithTask('genius-ultima');
    await setUsed(target.user.userId, 'geniusMessages', GENIUS_MAX - 1);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) => ask(target, `Pergunta ${index + 1}`)),
    );
    expect(byStatus(answers)).toEqual({ 200: 1, 429: 24 });
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toEqual(limitAnswer);
    }
    expect(model.callsOf('genius-reply')).toBe(1);
    expect(await used(target.user.userId, 'geniusMessages')).toBe(GENIUS_MAX);
  }, 30_000);

  it('a throttle never reached the model: the unit is given back; an invalid reply keeps it counted', async () => {
    const target = await userWithTask('genius-falhas');
    await setUsed(target.user.userId, 'geniusMessages', GENIUS_MAX - 1);

    // The last unit, throttled: given back, so the next message still gets it.
    model.fail = (_task, n) => (n === 1 ? named('ThrottlingException') : null);
    const throttled = await ask(target, 'Primeira tentativa');
    expect(throttled).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMIT', message: text.genius.errorText },
    });
    expect(await used(target.user.userId, 'geniusMessages')).toBe(GENIUS_MAX - 1);

    // Refused by the provider in other ways: given back too.
    for (const name of ['ServiceUnavailableException', 'AccessDeniedException', 'ValidationException']) {
      model.fail = () => named(name);
      expect((await ask(target, name)).status, name).not.toBe(200);
      expect(await used(target.user.userId, 'geniusMessages'), name).toBe(GENIUS_MAX - 1);
    }

    // The model answered with something invalid: it reached the model, the unit stays counted.
    const { InvalidModelOutputError } = await import('../../functions/ai/errors');
    model.fail = () => new InvalidModelOutputError('genius-reply', ['vazio']);
    const invalid = await ask(target, 'Segunda tentativa');
    expect(invalid).toMatchObject({
      status: 500,
      body: { code: 'INTERNAL', message: text.genius.invalidReply },
    });
    expect(await used(target.user.userId, 'geniusMessages')).toBe(GENIUS_MAX);

    // A timeout after the request was sent may have reached it: counted as well (here past the cap,
    // so it is refused before the model).
    model.fail = () => null;
    const calls = model.callsOf('genius-reply');
    expect(await ask(target, 'Terceira tentativa')).toEqual(limitAnswer);
    expect(model.callsOf('genius-reply')).toBe(calls);
    const nothing = await call('GET', `/api/action-plans/${target.planId}/items/${target.itemId}/genius`, {
      token: target.user.token,
    });
    expect(nothing.body.messages).toEqual([]);
  }, 30_000);

  it('a timed-out reply keeps the unit', async () => {
    const target = await userWithTask('genius-prazo');
    model.fail = () => named('ModelTimeoutException');
    expect((await ask(target, 'Demora?')).status).not.toBe(200);
    expect(await used(target.user.userId, 'geniusMessages')).toBe(1);
  });

  it('a task that is not the user’s takes nothing', async () => {
    const target = await userWithTask('genius-alheio');
    const other = await newTrialUser('genius-outro');
    const refused = await ask({ ...target, user: other }, 'De quem é?');
    expect(refused.status).toBe(404);
    expect(await used(other.userId, 'geniusMessages')).toBe(0);
    expect(model.callsOf('genius-reply')).toBe(0);
  });
});

describe('founder section analysis: a daily cap reserved before the model is called', () => {
  const text = sectionAnalysisMessages;
  let section: ReturnType<typeof groupQuestions<DiagnosticQuestion>>[number];

  /** A trial user who answered every question of the founder diagnostic's first section. */
  async function userWithSection(prefix: string) {
    const user = await newTrialUser(prefix);
    if (!section) {
      const questionnaire = await call('GET', '/api/diagnostics/fundador/questionnaire', {
        token: user.token,
      });
      const groups = groupQuestions(questionnaire.body.questions as DiagnosticQuestion[]);
      // The cap is every section of the seeded founder diagnostic twice (decision 0039).
      expect(groups.length * 2).toBe(FOUNDER_SECTIONS_MAX);
      section = groups[0]!;
    }
    for (const question of section.questions) {
      const saved = await call(
        'PUT',
        `/api/diagnostics/fundador/answers/${encodeURIComponent(question.id)}`,
        { token: user.token, body: validAnswer(question) },
      );
      expect(saved.status).toBe(200);
    }
    return user;
  }

  const analyse = (user: TestUser, body?: unknown) =>
    invokeRoute(handlers.section, {
      userId: user.userId,
      pathParameters: { resultId: 'fundador', sectionKey: section.section },
      ...(body === undefined ? {} : { body }),
    });

  /** The section's analysis as the founder result's screen reads it (over the gateway). */
  const shown = async (user: TestUser) =>
    (await call('GET', '/api/diagnostics/fundador/result', { token: user.token })).body.sectionAnalyses;

  const limitAnswer = {
    status: 429,
    body: {
      code: 'RATE_LIMIT',
      message: text.dailyLimit(FOUNDER_SECTIONS_MAX),
      details: null,
      timestamp: expect.any(String),
    },
  };

  it(`25 requests at once from a fresh day: exactly ${FOUNDER_SECTIONS_MAX} model calls, the rest 429`, async () => {
    const user = await userWithSection('secoes-rajada');
    const answers = await Promise.all(Array.from({ length: 25 }, () => analyse(user)));
    expect(byStatus(answers)).toEqual({ 200: FOUNDER_SECTIONS_MAX, 429: 25 - FOUNDER_SECTIONS_MAX });
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toEqual(limitAnswer);
    }
    expect(model.callsOf('founder-section')).toBe(FOUNDER_SECTIONS_MAX);
    expect(await used(user.userId, 'founderSections')).toBe(FOUNDER_SECTIONS_MAX);

    // Past the cap, the section whose answers did not change still answers from what is stored.
    const again = await analyse(user);
    expect(again.status).toBe(200);
    expect(model.callsOf('founder-section')).toBe(FOUNDER_SECTIONS_MAX);
  }, 60_000);

  it('from 14 used, 10 at once: 2 accepted, 2 model calls', async () => {
    const user = await userWithSection('secoes-quase');
    await setUsed(user.userId, 'founderSections', FOUNDER_SECTIONS_MAX - 2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => analyse(user)));
    expect(byStatus(answers)).toEqual({ 200: 2, 429: 8 });
    expect(model.callsOf('founder-section')).toBe(2);
    expect(await used(user.userId, 'founderSections')).toBe(FOUNDER_SECTIONS_MAX);
  }, 30_000);

  it('a throttle gives the unit back; an invalid output keeps it', async () => {
    const user = await userWithSection('secoes-falhas');
    await setUsed(user.userId, 'founderSections', FOUNDER_SECTIONS_MAX - 1);
    model.fail = () => named('ThrottlingException');
    expect(await analyse(user)).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMIT', message: analysisApiMessages.modelUnavailable },
    });
    expect(await used(user.userId, 'founderSections')).toBe(FOUNDER_SECTIONS_MAX - 1);

    const { InvalidModelOutputError } = await import('../../functions/ai/errors');
    model.fail = () => new InvalidModelOutputError('founder-section', ['vazio']);
    expect(await analyse(user)).toMatchObject({
      status: 500,
      body: { code: 'INTERNAL', message: analysisApiMessages.failed },
    });
    expect(await used(user.userId, 'founderSections')).toBe(FOUNDER_SECTIONS_MAX);

    model.fail = () => null;
    const calls = model.callsOf('founder-section');
    expect(await analyse(user)).toEqual(limitAnswer);
    expect(model.callsOf('founder-section')).toBe(calls);
  });

  it('redo: unchanged answers analysed again under the same cap; the earlier text stays until the new one is there, and after a failed or refused redo', async () => {
    const user = await userWithSection('secoes-refazer');
    const first = await analyse(user);
    expect(first.status).toBe(200);
    expect(await analyse(user)).toEqual(first);
    expect(model.callsOf('founder-section')).toBe(1);

    // While the redo's model call runs, the screen still reads the first text.
    model.pauseMs = 400;
    const redoing = analyse(user, { redo: true });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await shown(user)).toEqual([first.body]);
    const redone = await redoing;
    expect(redone.status).toBe(200);
    expect(redone.body.updatedAt > first.body.updatedAt).toBe(true);
    expect(await shown(user)).toEqual([redone.body]);
    expect(model.callsOf('founder-section')).toBe(2);
    expect(await used(user.userId, 'founderSections')).toBe(2);
    model.pauseMs = 25;

    // A redo whose output stayed invalid: its unit stays spent, the text shown is still the last one.
    const { InvalidModelOutputError } = await import('../../functions/ai/errors');
    model.fail = () => new InvalidModelOutputError('founder-section', ['vazio']);
    expect(await analyse(user, { redo: true })).toMatchObject({ status: 500 });
    expect(await used(user.userId, 'founderSections')).toBe(3);
    expect(await shown(user)).toEqual([redone.body]);
    model.fail = () => null;

    // At the cap: refused before any model call; the stored text still answers a plain request.
    await setUsed(user.userId, 'founderSections', FOUNDER_SECTIONS_MAX);
    const calls = model.callsOf('founder-section');
    expect(await analyse(user, { redo: true })).toEqual(limitAnswer);
    expect(model.callsOf('founder-section')).toBe(calls);
    expect(await analyse(user)).toEqual(redone);

    // The body says only whether to redo.
    for (const body of [{ redo: 'sim' }, { redo: true, userId: 'outra-pessoa' }]) {
      expect(await analyse(user, body)).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    }
    expect(model.callsOf('founder-section')).toBe(calls);
  }, 30_000);
});

describe('analysis re-runs: generate and complete count against the same regeneration limit', () => {
  let user: TestUser;
  const DIAGNOSTIC = 'negocio';

  const complete = () =>
    invokeRoute(handlers.complete, { userId: user.userId, pathParameters: { diagnosticId: DIAGNOSTIC } });
  const generate = () =>
    invokeRoute(handlers.generate, { userId: user.userId, pathParameters: { resultId: DIAGNOSTIC } });
  const stored = async () =>
    (
      await invokeRoute(handlers.getAnalysis, {
        userId: user.userId,
        pathParameters: { resultId: DIAGNOSTIC },
      })
    ).body;
  const modelCalls = () => model.callsOf('business-analysis');

  const limitAnswer = {
    status: 429,
    body: {
      code: 'RATE_LIMIT',
      message: analysisApiMessages.regenerationLimit,
      details: null,
      timestamp: expect.any(String),
    },
  };

  beforeAll(async () => {
    user = await newTrialUser('reanalise');
    const questionnaire = await call('GET', `/api/diagnostics/${DIAGNOSTIC}/questionnaire`, {
      token: user.token,
    });
    for (const question of questionnaire.body.questions as DiagnosticQuestion[]) {
      const saved = await call(
        'PUT',
        `/api/diagnostics/${DIAGNOSTIC}/answers/${encodeURIComponent(question.id)}`,
        { token: user.token, body: validAnswer(question) },
      );
      expect(saved.status, question.id).toBe(200);
    }
    analysisStarts.length = 0;
  }, 60_000);

  it('the first completion starts the first analysis (attempts 0)', async () => {
    expect((await complete()).status).toBe(200);
    await runner.idle();
    expect(analysisStarts).toHaveLength(1);
    expect(modelCalls()).toBe(1);
    expect(await stored()).toMatchObject({ status: 'completed', attempts: 0 });
  });

  it('10 completions at once of the completed diagnostic: one re-run (a regeneration), the others complete the result alone', async () => {
    model.pauseMs = 300;
    const answers = await Promise.all(Array.from({ length: 10 }, () => complete()));
    expect(byStatus(answers)).toEqual({ 200: 10 });
    await runner.idle();
    expect(analysisStarts).toHaveLength(2);
    expect(modelCalls()).toBe(1);
    expect(await stored()).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('a workflow that could not start gives its regeneration back (generate, then complete)', async () => {
    const { attempts } = await stored();
    expect(attempts).toBe(1);
    startFails = true;
    // The earlier analysis stays, with the failure as its notice.
    const notice = { status: 'completed', regenerationError: analysisApiMessages.failed, attempts };
    expect((await generate()).status).toBe(500);
    expect(await stored()).toMatchObject(notice);
    expect((await complete()).status).toBe(200);
    expect(await stored()).toMatchObject(notice);
    expect(analysisStarts).toHaveLength(2);
    expect(modelCalls()).toBe(0);
  });

  it('10 generate requests at once: one starts, the others are refused as already processing', async () => {
    model.pauseMs = 300;
    const answers = await Promise.all(Array.from({ length: 10 }, () => generate()));
    expect(byStatus(answers)).toEqual({ 202: 1, 409: 9 });
    expect(answers.find((answer) => answer.status === 202)!.body).toMatchObject({
      status: 'processing',
      attempts: 2,
    });
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toBe(analysisApiMessages.alreadyProcessing);
    }
    await runner.idle();
    expect(analysisStarts).toHaveLength(3);
    expect(modelCalls()).toBe(1);
    expect(await stored()).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it(`the ${MAX_REGENERATIONS}rd regeneration by completing again, then nothing more`, async () => {
    expect((await complete()).status).toBe(200);
    await runner.idle();
    expect(analysisStarts).toHaveLength(4);
    expect(modelCalls()).toBe(1);
    expect(await stored()).toMatchObject({ status: 'completed', attempts: MAX_REGENERATIONS });
    const before = await stored();

    // Past the limit: 10 completions and 10 generate requests, at once and one after the other.
    const burst = await Promise.all([
      ...Array.from({ length: 10 }, () => complete()),
      ...Array.from({ length: 10 }, () => generate()),
    ]);
    for (const answer of burst) expect(answer).toEqual(limitAnswer);
    for (let index = 0; index < 10; index += 1) {
      expect(await complete()).toEqual(limitAnswer);
      expect(await generate()).toEqual(limitAnswer);
    }
    await runner.idle();
    expect(analysisStarts).toHaveLength(4);
    expect(modelCalls()).toBe(1);
    expect(await stored()).toEqual(before);
  }, 30_000);
});

/** Answers every question of a diagnostic through the API (as the questionnaire screen saves them). */
async function answerAll(user: TestUser, diagnosticId: string): Promise<void> {
  const base = `/api/diagnostics/${diagnosticId}`;
  const questionnaire = await call('GET', `${base}/questionnaire`, { token: user.token });
  for (const question of questionnaire.body.questions as DiagnosticQuestion[]) {
    const saved = await call('PUT', `${base}/answers/${encodeURIComponent(question.id)}`, {
      token: user.token,
      body: validAnswer(question),
    });
    expect(saved.status, question.id).toBe(200);
  }
}

describe('one bound on a diagnostic’s analysis runs per day, whatever the path (#46)', () => {
  const ANALYSED = {
    fundador: 'founder-analysis',
    negocio: 'business-analysis',
    'sistema-gestao': 'management-overview',
  } as const;
  const FOUR = [...Object.keys(ANALYSED), 'investidor'];
  const route = (user: TestUser, name: 'complete' | 'reset', diagnosticId: string) =>
    invokeRoute(handlers[name], { userId: user.userId, pathParameters: { diagnosticId } });
  const generateFor = (user: TestUser, resultId: string) =>
    invokeRoute(handlers.generate, { userId: user.userId, pathParameters: { resultId } });
  const analysisOf = async (user: TestUser, resultId: string) =>
    invokeRoute(handlers.getAnalysis, { userId: user.userId, pathParameters: { resultId } });
  const runsItem = async (user: TestUser, resultId: string) =>
    (
      await documents.send(
        new GetCommand({
          TableName: stack.resources.tableName,
          Key: { pk: `USER#${user.userId}`, sk: `QUOTA#${saoPauloDate(new Date())}#ANALYSIS#${resultId}` },
        }),
      )
    ).Item;
  const RUNS = dailyCaps.analysisRuns;

  it(`6 cycles of reset + complete of the four diagnostics: each analysis runs at most ${RUNS} times`, async () => {
    const user = await newTrialUser('ciclos');
    for (let cycle = 1; cycle <= 6; cycle += 1) {
      await Promise.all(
        FOUR.map(async (diagnosticId) => {
          expect((await route(user, 'reset', diagnosticId)).status).toBe(200);
          await answerAll(user, diagnosticId);
          expect((await route(user, 'complete', diagnosticId)).status).toBe(200);
        }),
      );
      await runner.idle();
    }
    for (const [resultId, task] of Object.entries(ANALYSED)) {
      expect(model.callsOf(task), resultId).toBe(RUNS);
      expect(await runsItem(user, resultId)).toMatchObject({ runs: RUNS });
      // The last two cycles completed the result alone: the reset deleted the analysis, none started.
      expect((await analysisOf(user, resultId)).status, resultId).toBe(404);
    }
    expect(await generateFor(user, 'negocio')).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMIT', message: analysisApiMessages.dailyLimit(RUNS) },
    });
    expect(model.callsOf('business-analysis')).toBe(RUNS);
  }, 120_000);

  it('a diagnostic with required answers missing: refused with the message, no model called, nothing written', async () => {
    const user = await newTrialUser('sem-respostas');
    const generated = await generateFor(user, 'negocio');
    expect(generated).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: analysisApiMessages.answersMissing },
    });
    expect(generated.body.details.length).toBeGreaterThan(0);
    for (const diagnosticId of FOUR) {
      expect((await route(user, 'complete', diagnosticId)).status, diagnosticId).toBe(400);
    }
    await runner.idle();
    expect(model.calls).toEqual([]);
    for (const resultId of Object.keys(ANALYSED)) {
      expect((await analysisOf(user, resultId)).status).toBe(404);
      expect(await runsItem(user, resultId)).toBeUndefined();
    }
  });

  it('a regeneration whose replies stay invalid keeps the earlier analysis and gives back its regeneration and run', async () => {
    const { InvalidModelOutputError } = await import('../../functions/ai/errors');
    const user = await newTrialUser('regenera-invalida');
    await answerAll(user, 'negocio');
    expect((await route(user, 'complete', 'negocio')).status).toBe(200);
    await runner.idle();
    const earlier = (await analysisOf(user, 'negocio')).body;
    expect(earlier).toMatchObject({ status: 'completed', attempts: 0, regenerationError: null });

    model.fail = () => new InvalidModelOutputError('business-analysis', ['resumo_executivo: vazio']);
    const started = await generateFor(user, 'negocio');
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'processing', attempts: 1, data: earlier.data });
    expect((await analysisOf(user, 'negocio')).body).toMatchObject({
      status: 'processing',
      data: earlier.data,
    });
    await runner.idle();
    const kept = (await analysisOf(user, 'negocio')).body;
    expect(kept).toMatchObject({
      status: 'completed',
      data: earlier.data,
      companyName: earlier.companyName,
      attempts: 0,
      error: null,
    });
    expect(kept.regenerationError).toEqual(expect.any(String));
    expect(await runsItem(user, 'negocio')).toMatchObject({ runs: 1, returned: 1 });

    // Failures are given back only so often a day: past the cap the run and the regeneration stay spent.
    for (let failure = 2; failure <= dailyCaps.analysisFailuresReturned + 1; failure += 1) {
      expect((await generateFor(user, 'negocio')).status).toBe(202);
      await runner.idle();
    }
    expect((await analysisOf(user, 'negocio')).body).toMatchObject({ status: 'completed', attempts: 1 });
    expect(await runsItem(user, 'negocio')).toMatchObject({
      runs: 2,
      returned: dailyCaps.analysisFailuresReturned,
    });

    // A regeneration that succeeds replaces the earlier analysis and clears the notice.
    model.fail = () => null;
    expect((await generateFor(user, 'negocio')).status).toBe(202);
    await runner.idle();
    expect((await analysisOf(user, 'negocio')).body).toMatchObject({
      status: 'completed',
      attempts: 2,
      regenerationError: null,
    });
    expect(model.callsOf('business-analysis')).toBe(dailyCaps.analysisFailuresReturned + 3);
  }, 60_000);
});
