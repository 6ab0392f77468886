import { planAreas } from '../../functions/contracts/action-plan';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActionItem, ActionPlan, ActionPlansResponse } from '../../functions/contracts/action-plan';
import { actionPlanMessages } from '../../functions/contracts/messages/action-plan';
import { saoPauloDate } from '../../functions/domain/notifications';
import type * as PlansModule from '../../functions/action-plan/plans';
import type * as ClientModule from '../../functions/platform/data/client';
import { call, documents, stack, storedItems as stored } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { userWithFourDiagnostics } from './support/four-diagnostics';
import { newTrialUser, type TestUser } from './support/payments';

const text = actionPlanMessages;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => saoPauloDate(new Date(Date.now() + days * DAY_MS));

async function page(user: TestUser): Promise<ActionPlansResponse> {
  const answer = await call('GET', '/api/action-plans', { token: user.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function newPlan(user: TestUser, title: string): Promise<ActionPlan> {
  const answer = await call('POST', '/api/action-plans', {
    token: user.token,
    body: { title, description: '' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function newTask(user: TestUser, planId: string, body: Record<string, unknown>): Promise<ActionItem> {
  const answer = await call('POST', `/api/action-plans/${planId}/items`, { token: user.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('plans, tasks and notes over the gateway', () => {
  let ana: TestUser;
  let bruno: TestUser;
  beforeAll(async () => {
    [ana, bruno] = await Promise.all([newTrialUser('plano-a'), newTrialUser('plano-b')]);
  });

  it('a plan needs a non-blank title; plans come newest first, tasks oldest first', async () => {
    const blank = await call('POST', '/api/action-plans', { token: ana.token, body: { title: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(blank.body.details)).toContain(text.validation.planTitle);

    const first = await newPlan(ana, '  Marketing do trimestre  ');
    expect(first.title).toBe('Marketing do trimestre');
    const second = await newPlan(ana, 'Vendas');
    await newTask(ana, first.id, { title: 'Primeira' });
    await newTask(ana, first.id, { title: 'Segunda' });
    const { plans } = await page(ana);
    expect(plans.map((plan) => plan.title)).toEqual(['Vendas', 'Marketing do trimestre']);
    expect(plans[1]!.items.map((item) => item.title)).toEqual(['Primeira', 'Segunda']);
    expect(second.items).toEqual([]);
  });

  it('an invalid priority is stored as medium; a bad due date is refused; the 5W2H merges', async () => {
    const plan = await newPlan(ana, 'Operações');
    const task = await newTask(ana, plan.id, {
      title: 'Mapear processos',
      priority: 'urgentíssima',
      dueDate: '2026-12-10',
      category: 'Operações',
      metadata: { what: 'Mapear os processos de entrega', who: 'Ana' },
    });
    expect(task).toMatchObject({ priority: 'medium', dueDate: '2026-12-10', completed: false });
    expect(task.metadata).toMatchObject({ what: 'Mapear os processos de entrega', who: 'Ana', why: '' });

    const badDate = await call('POST', `/api/action-plans/${plan.id}/items`, {
      token: ana.token,
      body: { title: 'Outra', dueDate: '2026-02-30' },
    });
    expect(badDate.status).toBe(400);

    const edited = await call('PATCH', `/api/action-plans/${plan.id}/items/${task.id}`, {
      token: ana.token,
      body: { metadata: { why: 'Entregas atrasam' }, completed: true, dueDate: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ completed: true, dueDate: null });
    expect(edited.body.metadata).toMatchObject({
      what: 'Mapear os processos de entrega',
      why: 'Entregas atrasam',
    });
  });

  it('notes: trimmed, non-blank, newest first, editable and deletable', async () => {
    const plan = await newPlan(ana, 'Notas');
    const task = await newTask(ana, plan.id, { title: 'Com anotações' });
    const base = `/api/action-plans/${plan.id}/items/${task.id}/notes`;
    const blank = await call('POST', base, { token: ana.token, body: { content: '  ' } });
    expect(blank.status).toBe(400);
    const one = await call('POST', base, { token: ana.token, body: { content: '  primeira ideia ' } });
    expect(one.body.content).toBe('primeira ideia');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const two = await call('POST', base, { token: ana.token, body: { content: 'segunda ideia' } });
    expect(
      (await call('GET', base, { token: ana.token })).body.notes.map(
        (note: { content: string }) => note.content,
      ),
    ).toEqual(['segunda ideia', 'primeira ideia']);
    const edited = await call('PATCH', `${base}/${one.body.id}`, {
      token: ana.token,
      body: { content: 'ideia revista' },
    });
    expect(edited.body.content).toBe('ideia revista');
    expect((await call('DELETE', `${base}/${two.body.id}`, { token: ana.token })).status).toBe(204);
    expect((await call('GET', base, { token: ana.token })).body.notes).toHaveLength(1);
  });

  it('another user reaches none of it: the same ids answer 404 and change nothing', async () => {
    const plan = await newPlan(ana, 'Privado');
    const task = await newTask(ana, plan.id, { title: 'Só da Ana' });
    const note = await call('POST', `/api/action-plans/${plan.id}/items/${task.id}/notes`, {
      token: ana.token,
      body: { content: 'segredo' },
    });
    const item = `/api/action-plans/${plan.id}/items/${task.id}`;
    const attempts: Array<[string, string, unknown?]> = [
      ['PATCH', `/api/action-plans/${plan.id}`, { title: 'Roubado' }],
      ['DELETE', `/api/action-plans/${plan.id}`],
      ['POST', `${item.replace(`/items/${task.id}`, '')}/items`, { title: 'Intrusa' }],
      ['PATCH', item, { completed: true }],
      ['DELETE', item],
      ['GET', `${item}/notes`],
      ['POST', `${item}/notes`, { content: 'intrusa' }],
      ['PATCH', `${item}/notes/${note.body.id}`, { content: 'mudada' }],
      ['DELETE', `${item}/notes/${note.body.id}`],
      ['GET', `${item}/genius`],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await call(method, path, { token: bruno.token, ...(body ? { body } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await page(bruno)).plans).toEqual([]);
    const mine = (await page(ana)).plans.find((candidate) => candidate.id === plan.id)!;
    expect(mine).toMatchObject({ title: 'Privado' });
    expect(mine.items).toMatchObject([{ title: 'Só da Ana', completed: false }]);
    expect((await call('GET', `${item}/notes`, { token: ana.token })).body.notes).toMatchObject([
      { content: 'segredo' },
    ]);
  });

  it('the bell: overdue, today and tomorrow tasks notify; read and dismissed stick; clear all', async () => {
    const user = await newTrialUser('sino');
    const plan = await newPlan(user, 'Prazos');
    const late = await newTask(user, plan.id, { title: 'Atrasada', dueDate: dayFromToday(-2) });
    await newTask(user, plan.id, { title: 'Hoje', dueDate: dayFromToday(0) });
    await newTask(user, plan.id, { title: 'Amanhã', dueDate: dayFromToday(1) });
    await newTask(user, plan.id, { title: 'Daqui a cinco dias', dueDate: dayFromToday(5) });
    await newTask(user, plan.id, { title: 'Feita', dueDate: dayFromToday(-1) }).then((task) =>
      call('PATCH', `/api/action-plans/${plan.id}/items/${task.id}`, {
        token: user.token,
        body: { completed: true },
      }),
    );
    const bell = await call('GET', '/api/notifications', { token: user.token });
    expect(bell.body.notifications.map((n: { message: string }) => n.message)).toEqual([
      '"Atrasada" está atrasada há 2 dias.',
      '"Hoje" vence hoje.',
      '"Amanhã" vence amanhã.',
    ]);
    const [overdue, today] = bell.body.notifications;
    expect(overdue).toMatchObject({ read: false, actionItemId: late.id });

    const read = await call('PATCH', '/api/notifications', {
      token: user.token,
      body: { read: [overdue.id] },
    });
    expect(read.body.notifications[0]).toMatchObject({ id: overdue.id, read: true });
    await call('PATCH', '/api/notifications', { token: user.token, body: { dismissed: [today.id] } });
    const after = await call('GET', '/api/notifications', { token: user.token });
    expect(
      after.body.notifications.map((n: { id: string; read: boolean }) => [n.id === overdue.id, n.read]),
    ).toEqual([
      [true, true],
      [false, false],
    ]);
    await call('PATCH', '/api/notifications', { token: user.token, body: { clearAll: true } });
    expect((await call('GET', '/api/notifications', { token: user.token })).body.notifications).toEqual([]);
  });
});

describe('deleting a plan (in process, DynamoDB Local)', () => {
  let plans: typeof PlansModule;
  let client: typeof ClientModule;
  let user: TestUser;
  beforeAll(async () => {
    useStackEnvironment();
    plans = await import('../../functions/action-plan/plans');
    client = await import('../../functions/platform/data/client');
    user = await newTrialUser('apagar');
  });
  afterEach(() => vi.restoreAllMocks());

  it('a failure midway leaves the plan with what remains (no task without its plan); deleting again removes everything', async () => {
    const plan = await plans.createPlan(user.userId, { title: 'Grande', description: '' });
    const tasks = await Promise.all(
      Array.from({ length: 70 }, (_, index) =>
        plans.createItem(user.userId, plan.id, {
          title: `Tarefa ${index + 1}`,
          priority: 'low',
          dueDate: null,
          category: null,
          metadata: { what: '', why: '', who: '', where: '', when: '', how: '', howMuch: '' },
        }),
      ),
    );
    const notes = await import('../../functions/action-plan/notes');
    await Promise.all(
      tasks
        .slice(0, 40)
        .map((task) => notes.createNote(user.userId, plan.id, task.id, `nota de ${task.title}`)),
    );

    // 40 notes + 70 tasks + the plan = 111 deletes: two transactions; the second one fails.
    const send = client.documentClient.send.bind(client.documentClient);
    let transactions = 0;
    vi.spyOn(client.documentClient, 'send').mockImplementation(((command: unknown) => {
      if (command instanceof TransactWriteCommand && ++transactions === 2) {
        return Promise.reject(
          Object.assign(new Error('ProvisionedThroughputExceeded'), {
            name: 'ProvisionedThroughputExceededException',
          }),
        );
      }
      return send(command as never);
    }) as never);
    await expect(plans.deletePlan(user.userId, plan.id)).rejects.toThrow('ProvisionedThroughput');
    vi.restoreAllMocks();

    const remaining = await stored(user.userId, `PLAN#${plan.id}`);
    expect(remaining.some((item) => item.sk === `PLAN#${plan.id}`)).toBe(true);
    // The first transaction took the notes and the first tasks; what is left still has its plan.
    expect(remaining.length).toBe(111 - 100);
    expect(await stored(user.userId, `TASKNOTE#${plan.id}`)).toEqual([]);

    await plans.deletePlan(user.userId, plan.id);
    expect(await stored(user.userId, `PLAN#${plan.id}`)).toEqual([]);
    expect(await stored(user.userId, `TASKNOTE#${plan.id}`)).toEqual([]);
    await expect(plans.deletePlan(user.userId, plan.id)).rejects.toMatchObject({ kind: 'not-found' });
  }, 60_000);
});

describe('generation from the dossier, Genius and the daily caps (the stack’s local workflows and analyst)', () => {
  let owner: TestUser;
  const COMPANY = 'Oficina Rota Norte';

  /** Sets today's usage of a cap directly (the São Paulo day the server counts). */
  async function useUp(userId: string, kind: 'planGenerations' | 'geniusMessages', count: number) {
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${userId}`, sk: `QUOTA#${saoPauloDate(new Date())}` },
        UpdateExpression: 'SET #kind = :count',
        ExpressionAttributeNames: { '#kind': kind },
        ExpressionAttributeValues: { ':count': count },
      }),
    );
  }

  async function settledGeneration(user: TestUser) {
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const current = await page(user);
      if (current.generation && current.generation.status !== 'processing') return current;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('plan generation still processing');
  }

  beforeAll(async () => {
    owner = await userWithFourDiagnostics('plano-ia', COMPANY);
    expect((await call('POST', '/api/dossier/generate', { token: owner.token })).status).toBe(202);
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const dossier = await call('GET', '/api/dossier', { token: owner.token });
      if (!dossier.body.generating) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);

  it('without a dossier: 404 Dossiê não encontrado; at least one area and 1-10 tasks per area', async () => {
    const user = await newTrialUser('sem-dossie');
    const none = await call('POST', '/api/action-plans/generate', {
      token: user.token,
      body: { areas: ['Marketing'], itemsPerArea: 3 },
    });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(text.dossierNotFound);
    for (const body of [
      { areas: [], itemsPerArea: 3 },
      { areas: ['Vendas'], itemsPerArea: 11 },
      { areas: ['Vendas'], itemsPerArea: 0 },
    ]) {
      const refused = await call('POST', '/api/action-plans/generate', { token: owner.token, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('generates per area the requested tasks, every 5W2H filled, due within 90 days; the page shows it', async () => {
    const started = await call('POST', '/api/action-plans/generate', {
      token: owner.token,
      body: { areas: ['Vendas', 'Marketing', ' Vendas '], itemsPerArea: 2 },
    });
    expect(started.status).toBe(202);
    expect(started.body.generation).toMatchObject({ status: 'processing' });
    const done = await settledGeneration(owner);
    expect(done.generation).toMatchObject({ status: 'completed', error: null });
    const plan = done.plans.find((candidate) => candidate.id === started.body.generation.planId)!;
    expect(plan.source).toBe('dossier');
    expect(plan.items.map((item) => item.category)).toEqual(['Vendas', 'Vendas', 'Marketing', 'Marketing']);
    const today = saoPauloDate(new Date());
    for (const item of plan.items) {
      for (const field of Object.values(item.metadata))
        expect(field.trim().length, item.title).toBeGreaterThan(0);
      expect(item.dueDate! > today && item.dueDate! <= dayFromToday(90), item.dueDate!).toBe(true);
    }
    expect(JSON.stringify(plan)).toContain(COMPANY);
  });

  /** Generates a plan through the API (the stack's local workflow and analyst) and returns it once written. */
  async function generated(areas: string[], itemsPerArea: number) {
    const started = await call('POST', '/api/action-plans/generate', {
      token: owner.token,
      body: { areas, itemsPerArea },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const done = await settledGeneration(owner);
    expect(done.generation).toMatchObject({ status: 'completed', error: null });
    return done.plans.find((candidate) => candidate.id === started.body.generation.planId)!;
  }

  it('a plan of 5 areas × 4 tasks: each area its own tasks, in the request’s order', async () => {
    const areas = ['Marketing', 'Vendas', 'Gestão', 'Finanças', 'Operações'];
    const plan = await generated(areas, 4);
    expect(plan.items.map((item) => item.category)).toEqual(areas.flatMap((area) => Array(4).fill(area)));
    expect(new Set(plan.items.map((item) => item.title)).size).toBe(20);
    expect(plan.title).toBe(text.generation.planTitle(COMPANY));
    expect(plan.description).toBe(text.generation.planDescription(areas.join(', ')));
  }, 60_000);

  it('a plan of 10 areas × 10 tasks (more than one transaction holds): all 100 tasks, every 5W2H filled', async () => {
    // The nine offered areas and one of the user's own: the most a plan may have.
    const areas = [...planAreas, 'Logística'];
    const plan = await generated(areas, 10);
    expect(plan.items).toHaveLength(100);
    expect(plan.items.map((item) => item.category)).toEqual(areas.flatMap((area) => Array(10).fill(area)));
    expect(plan.items.map((item) => item.id)).toEqual(
      Array.from({ length: 100 }, (_, index) => `${plan.id}-${String(index + 1).padStart(3, '0')}`),
    );
    expect(new Set(plan.items.map((item) => item.title)).size).toBe(100);
    const lastDay = dayFromToday(90);
    for (const item of plan.items) {
      for (const field of Object.values(item.metadata))
        expect(field.trim().length, item.title).toBeGreaterThan(0);
      expect(item.dueDate! <= lastDay, item.dueDate!).toBe(true);
    }
    // Each area's tasks waited in a draft of its own, outside the plans page's reads.
    expect(await stored(owner.userId, `PLANDRAFT#${plan.id}#`)).toHaveLength(10);
  }, 90_000);

  it('Genius answers about the task from the stored context; the conversation is kept', async () => {
    const { plans } = await page(owner);
    const task = plans[0]!.items[0]!;
    const path = `/api/action-plans/${plans[0]!.id}/items/${task.id}/genius`;
    const blank = await call('POST', path, { token: owner.token, body: { message: '   ' } });
    expect(blank.status).toBe(400);
    const answer = await call('POST', path, {
      token: owner.token,
      body: { message: 'Quanto custa executar isso?' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [question, reply] = answer.body.messages;
    expect(question).toMatchObject({ role: 'user', content: 'Quanto custa executar isso?' });
    expect(reply.role).toBe('assistant');
    // A question about cost is answered from the task's own "how much", never the question echoed.
    const howMuch = String((task.metadata as { howMuch?: string }).howMuch ?? '');
    const figure = /R\$ [\d.]+,\d{2}|\d+ horas?/.exec(howMuch)?.[0];
    expect(figure, howMuch).toBeDefined();
    expect(reply.content).toContain(figure);
    expect(reply.content).not.toContain('Quanto custa executar isso?');
    expect((await call('GET', path, { token: owner.token })).body.messages).toHaveLength(2);
  });

  it('the daily caps answer 429 with when they renew, and a refused request spends nothing', async () => {
    const { plans } = await page(owner);
    const path = `/api/action-plans/${plans[0]!.id}/items/${plans[0]!.items[1]!.id}/genius`;
    await useUp(owner.userId, 'geniusMessages', 50);
    const genius = await call('POST', path, { token: owner.token, body: { message: 'Quem faz?' } });
    expect(genius.status).toBe(429);
    expect(genius.body).toMatchObject({ code: 'RATE_LIMIT', message: text.limits.genius(50) });
    expect((await call('GET', path, { token: owner.token })).body.messages).toEqual([]);

    await useUp(owner.userId, 'planGenerations', 5);
    const plan = await call('POST', '/api/action-plans/generate', {
      token: owner.token,
      body: { areas: ['Gestão'], itemsPerArea: 1 },
    });
    expect(plan.status).toBe(429);
    expect(plan.body.message).toBe(text.limits.generation(5));
    expect((await page(owner)).generation?.status).toBe('completed');
  });
});
