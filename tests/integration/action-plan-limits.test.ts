import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as PlansModule from '../../functions/action-plan/action-plans';
import { ACTION_PLAN_LIMITS } from '../../functions/action-plan/limits';
import { actionPlanMessages } from '../../functions/contracts/messages/action-plan';
import { call } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { newTrialUser } from './support/payments';

const text = actionPlanMessages.limits;

/** Writes `count` things at most 25 at a time (the stack's table is local; this only fills it fast). */
async function inBatches(count: number, write: (index: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, count - start) }, (_, offset) => write(start + offset)),
    );
  }
}

let data: typeof PlansModule;
beforeAll(async () => {
  // The data modules read the environment when loaded: point it at this run's emulators first.
  useStackEnvironment();
  data = await import('../../functions/action-plan/action-plans');
});

describe('action plan ceilings: plans per user, tasks per plan, notes per task (409 with the message)', () => {
  it('the last plan, task and note under each ceiling are written; the next is refused and writes nothing', async () => {
    const user = await newTrialUser('limites');
    const { plansPerUser, tasksPerPlan, notesPerTask } = ACTION_PLAN_LIMITS;

    await inBatches(plansPerUser - 1, (index) =>
      data.createPlan(user.userId, { planId: randomUUID(), title: `Plano ${index}`, description: '' }),
    );
    const last = await call('POST', '/api/action-plans', { token: user.token, body: { title: 'O último' } });
    expect(last.status).toBe(201);
    const refused = await call('POST', '/api/action-plans', {
      token: user.token,
      body: { title: 'Um a mais' },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: text.plans(plansPerUser) },
    });
    expect(await data.countPlans(user.userId)).toBe(plansPerUser);

    const planId = last.body.id as string;
    await inBatches(tasksPerPlan - 1, (index) =>
      data.createItem(user.userId, planId, {
        itemId: randomUUID(),
        title: `Tarefa ${index}`,
        priority: 'medium',
        dueDate: null,
        category: null,
        metadata: { what: '', why: '', who: '', where: '', when: '', how: '', howMuch: '' },
      }),
    );
    const items = `/api/action-plans/${planId}/items`;
    const task = await call('POST', items, { token: user.token, body: { title: 'A última tarefa' } });
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    const noTask = await call('POST', items, { token: user.token, body: { title: 'Uma a mais' } });
    expect(noTask).toMatchObject({ status: 409, body: { message: text.tasks(tasksPerPlan) } });
    expect(await data.countItems(user.userId, planId)).toBe(tasksPerPlan);

    const itemId = task.body.id as string;
    await inBatches(notesPerTask - 1, (index) =>
      data.createNote(user.userId, planId, itemId, randomUUID(), `Anotação ${index}`),
    );
    const notes = `${items}/${itemId}/notes`;
    expect((await call('POST', notes, { token: user.token, body: { content: 'A última' } })).status).toBe(
      201,
    );
    const noNote = await call('POST', notes, { token: user.token, body: { content: 'Uma a mais' } });
    expect(noNote).toMatchObject({ status: 409, body: { message: text.notes(notesPerTask) } });
    expect(await data.countNotes(user.userId, planId, itemId)).toBe(notesPerTask);
  }, 120_000);
});
