import { expect } from 'vitest';
import { call } from './clients';
import { newTrialUser } from './payments';

/** A trial user with a plan of one task, made over the gateway. */
export async function trialUserWithTask(prefix: string) {
  const user = await newTrialUser(prefix);
  const plan = await call('POST', '/api/action-plans', {
    token: user.token,
    body: { title: 'Plano de teste', description: '' },
  });
  expect(plan.status).toBe(201);
  const task = await call('POST', `/api/action-plans/${plan.body.id}/items`, {
    token: user.token,
    body: { title: 'Ligar para os clientes da carteira' },
  });
  expect(task.status).toBe(201);
  return { user, planId: plan.body.id as string, itemId: task.body.id as string };
}
