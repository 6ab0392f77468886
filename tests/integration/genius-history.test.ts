import { describe, expect, it } from 'vitest';
import { trialUserWithTask } from './support/action-plan-users';
import { call } from './support/clients';

/** Genius's stored conversation under concurrency: every message and its reply kept (issue #35). */
describe('Genius: concurrent messages on one task', () => {
  it('keeps all 20 questions and their replies, each reply right after its question', async () => {
    const { user, planId, itemId } = await trialUserWithTask('genius-race');
    const path = `/api/action-plans/${planId}/items/${itemId}/genius`;

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
