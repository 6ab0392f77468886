import { describe, expect, it } from 'vitest';
import { call } from './support/clients';
import { newTrialUser } from './support/payments';

/** Genius's stored conversation under concurrency: every message and its reply kept (issue #35). */
describe('Genius: concurrent messages on one task', () => {
  it('keeps all 20 questions and their replies, each reply right after its question', async () => {
    const user = await newTrialUser('genius-race');
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
    const path = `/api/action-plans/${plan.body.id}/items/${task.body.id}/genius`;

    const questions = Array.from(
      { length: 20 },
      (_, index) => `Pergunta número ${index + 1}: por onde começo?`,
    );
    const answers = await Promise.all(
      questions.map((message) => call('POST', path, { token: user.token, body: { message } })),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const { messages } = (await call('GET', path, { token: user.token })).body as {
      messages: Array<{ role: string; content: string }>;
    };
    expect(messages).toHaveLength(40);
    expect(
      messages
        .filter((message) => message.role === 'user')
        .map((message) => message.content)
        .sort(),
    ).toEqual([...questions].sort());
    messages.forEach((message, index) => expect(message.role).toBe(index % 2 === 0 ? 'user' : 'assistant'));
  });
});
