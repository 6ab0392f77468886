import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActionItem, ActionNote, ActionPlan, FiveW2H } from '../../functions/contracts/action-plan';
import { actionPlanMessages } from '../../functions/contracts/messages/action-plan';
import type * as PlansModule from '../../functions/action-plan/plans';
import type * as ClientModule from '../../functions/platform/data/client';
import { call, documents, stack, storedItems as stored } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { newTrialUser, type TestUser } from './support/payments';

/** Decision 0055: plans, tasks and notes carry a version; a write with another one is refused, whole. */
const conflicts = actionPlanMessages.conflicts;

const planPath = (plan: { id: string }) => `/api/action-plans/${plan.id}`;
const itemPath = (task: ActionItem) => `/api/action-plans/${task.planId}/items/${task.id}`;

/** Every stored item of the user's action plan, as DynamoDB holds them. */
const everything = async (user: TestUser) => [
  ...(await stored(user.userId, 'PLAN#')),
  ...(await stored(user.userId, 'TASKNOTE#')),
];

function expectConflict(answer: { status: number; body: any }, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body).toEqual({ code: 'CONFLICT', message, details: null, timestamp: expect.any(String) });
}

describe('versions on plans, tasks and notes (over the gateway)', () => {
  let user: TestUser;
  let plan: ActionPlan;
  let task: ActionItem;
  let note: ActionNote;

  const as = (method: string, path: string, body?: unknown) =>
    call(method, path, { token: user.token, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    user = await newTrialUser('versoes');
    plan = (await as('POST', '/api/action-plans', { title: 'Plano versionado', description: '' })).body;
    task = (await as('POST', `${planPath(plan)}/items`, { title: 'Tarefa versionada' })).body;
    note = (await as('POST', `${itemPath(task)}/notes`, { content: 'Uma anotação' })).body;
  });

  it('every answer carries the version: 1 when created, one more on each write', async () => {
    expect([plan.version, task.version, note.version]).toEqual([1, 1, 1]);
    const renamed = await as('PATCH', planPath(plan), { title: 'Plano renomeado', version: 1 });
    expect(renamed.body).toMatchObject({ title: 'Plano renomeado', version: 2 });
    const edited = await as('PATCH', `${itemPath(task)}/notes/${note.id}`, {
      content: 'Revista',
      version: 1,
    });
    expect(edited.body).toMatchObject({ content: 'Revista', version: 2 });
    const page = await as('GET', '/api/action-plans');
    const listed = page.body.plans.find((candidate: ActionPlan) => candidate.id === plan.id);
    expect(listed).toMatchObject({ version: 2, items: [{ id: task.id, version: 1 }] });
    const notes = await as('GET', `${itemPath(task)}/notes`);
    expect(notes.body.notes).toMatchObject([{ id: note.id, version: 2 }]);
  });

  it('seven concurrent edits of different 5W2H fields, without a version: all seven are stored', async () => {
    const target = (await as('POST', `${planPath(plan)}/items`, { title: 'Sete abas' })).body as ActionItem;
    const fields: (keyof FiveW2H)[] = ['what', 'why', 'who', 'where', 'when', 'how', 'howMuch'];
    const answers = await Promise.all(
      fields.map((field) => as('PATCH', itemPath(target), { metadata: { [field]: `aba ${field}` } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(fields.map(() => 200));
    const [item] = await stored(user.userId, `PLAN#${plan.id}#ITEM#${target.id}`);
    expect(item!.metadata).toEqual(Object.fromEntries(fields.map((field) => [field, `aba ${field}`])));
    expect(item!.version).toBe(1 + fields.length);
  });

  it('seven concurrent edits at one version: one lands, six answer 409 and write nothing', async () => {
    const target = (await as('POST', `${planPath(plan)}/items`, { title: 'Mesma versão' }))
      .body as ActionItem;
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, tab) =>
        as('PATCH', itemPath(target), { metadata: { who: `aba ${tab}` }, version: target.version }),
      ),
    );
    const landed = answers.filter((answer) => answer.status === 200);
    expect(landed).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200))
      expectConflict(answer, conflicts.task);
    const [item] = await stored(user.userId, `PLAN#${plan.id}#ITEM#${target.id}`);
    expect(item).toMatchObject({ version: 2, metadata: { who: landed[0]!.body.metadata.who } });
  });

  it('a stale version: 409 with the Portuguese text and nothing written, for a task, a note and a plan', async () => {
    const current = (await as('PATCH', itemPath(task), { title: 'Atual', version: task.version })).body;
    expect(current.version).toBe(task.version + 1);
    const before = await everything(user);
    const stale = task.version;

    expectConflict(
      await as('PATCH', itemPath(task), { title: 'Velha', metadata: { why: 'x' }, version: stale }),
      conflicts.task,
    );
    expectConflict(await as('DELETE', `${itemPath(task)}?version=${stale}`), conflicts.taskDelete);
    const notePath = `${itemPath(task)}/notes/${note.id}`;
    expectConflict(await as('PATCH', notePath, { content: 'Velha', version: 1 }), conflicts.note);
    expectConflict(await as('DELETE', `${notePath}?version=1`), conflicts.noteDelete);
    expectConflict(await as('PATCH', planPath(plan), { description: 'Velha', version: 1 }), conflicts.plan);
    expectConflict(await as('DELETE', `${planPath(plan)}?version=1`), conflicts.planDelete);

    expect(await everything(user)).toEqual(before);
  });

  it('the current version writes; without a version the write works as before', async () => {
    const [item] = await stored(user.userId, `PLAN#${plan.id}#ITEM#${task.id}`);
    const completed = await as('PATCH', itemPath(task), { completed: true, version: item!.version });
    expect(completed.body).toMatchObject({ completed: true, version: Number(item!.version) + 1 });
    const unversioned = await as('PATCH', itemPath(task), { completed: false });
    expect(unversioned.body).toMatchObject({ completed: false, version: Number(item!.version) + 2 });

    const notePath = `${itemPath(task)}/notes/${note.id}`;
    expect((await as('DELETE', `${notePath}?version=2`)).status).toBe(204);
    expect(await stored(user.userId, `TASKNOTE#${plan.id}#${task.id}#`)).toEqual([]);
    expect((await as('DELETE', `${itemPath(task)}?version=${unversioned.body.version}`)).status).toBe(204);
    expect((await as('DELETE', `${planPath(plan)}?version=2`)).status).toBe(204);
    expect(await everything(user)).toEqual([]);
    expect((await as('DELETE', `${planPath(plan)}?version=2`)).status).toBe(404);
  });

  it('an item stored before versions reads as version 0, and 0 is its version for a write', async () => {
    const legacy = (await as('POST', '/api/action-plans', { title: 'Antigo', description: '' })).body;
    const legacyTask = (await as('POST', `${planPath(legacy)}/items`, { title: 'Antiga' })).body;
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${user.userId}`, sk: `PLAN#${legacy.id}#ITEM#${legacyTask.id}` },
        UpdateExpression: 'REMOVE version',
      }),
    );
    const page = await as('GET', '/api/action-plans');
    const listed = page.body.plans.find((candidate: ActionPlan) => candidate.id === legacy.id);
    expect(listed.items[0].version).toBe(0);
    expectConflict(await as('PATCH', itemPath(legacyTask), { title: 'Não', version: 1 }), conflicts.task);
    const edited = await as('PATCH', itemPath(legacyTask), { title: 'Sim', version: 0 });
    expect(edited.body).toMatchObject({ title: 'Sim', version: 1 });
    expectConflict(await as('PATCH', itemPath(legacyTask), { title: 'De novo', version: 0 }), conflicts.task);
  });

  it('a version that is not a whole number from 0 is refused with 400; a version alone changes nothing', async () => {
    const own = (await as('POST', '/api/action-plans', { title: 'Validação', description: '' })).body;
    const target = (await as('POST', `${planPath(own)}/items`, { title: 'Validada' })).body;
    for (const version of [-1, 1.5, '2', null]) {
      const answer = await as('PATCH', itemPath(target), { title: 'x', version });
      expect(answer.status, JSON.stringify(version)).toBe(400);
    }
    for (const query of ['abc', '-1', '1.5', '']) {
      const answer = await as('DELETE', `${itemPath(target)}?version=${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_ERROR');
    }
    const alone = await as('PATCH', itemPath(target), { version: 1 });
    expect(alone.status).toBe(400);
    expect(alone.body.message).not.toBe('');
  });
});

describe('a versioned delete across several transactions (in process, DynamoDB Local)', () => {
  let plans: typeof PlansModule;
  let client: typeof ClientModule;
  let user: TestUser;
  beforeAll(async () => {
    useStackEnvironment();
    plans = await import('../../functions/action-plan/plans');
    client = await import('../../functions/platform/data/client');
    user = await newTrialUser('versao-grande');
  });
  afterEach(() => vi.restoreAllMocks());

  it('another tab renames the plan between the read and the first transaction: 409, nothing deleted', async () => {
    const plan = await plans.createPlan(user.userId, { title: 'Grande', description: '' });
    await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        plans.createItem(user.userId, plan.id, {
          title: `Tarefa ${index + 1}`,
          priority: 'low',
          dueDate: null,
          category: null,
          metadata: { what: '', why: '', who: '', where: '', when: '', how: '', howMuch: '' },
        }),
      ),
    );
    const send = client.documentClient.send.bind(client.documentClient);
    vi.spyOn(client.documentClient, 'send').mockImplementation((async (command: unknown) => {
      if (command instanceof TransactWriteCommand) {
        vi.restoreAllMocks();
        await plans.updatePlan(user.userId, plan.id, { title: 'Renomeado na outra aba' });
      }
      return send(command as never);
    }) as never);
    await expect(plans.deletePlan(user.userId, plan.id, plan.version)).rejects.toMatchObject({
      kind: 'conflict',
      message: conflicts.planDelete,
    });
    const remaining = await stored(user.userId, `PLAN#${plan.id}`);
    expect(remaining).toHaveLength(121);
    expect(remaining.find((item) => item.sk === `PLAN#${plan.id}`)).toMatchObject({ version: 2 });

    await plans.deletePlan(user.userId, plan.id, 2);
    expect(await stored(user.userId, `PLAN#${plan.id}`)).toEqual([]);
  }, 60_000);
});
