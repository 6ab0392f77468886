import { beforeAll, describe, expect, it } from 'vitest';
import { marketingMessages } from '../../functions/contracts/messages/marketing';
import { call } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { newTrialUser, type TestUser } from './support/payments';

/**
 * Instagram analyses over the gateway: records come from seed data (creation stays 'EM BREVE'); a retry
 * of a failed one runs the data-source port, which without a source ends failed with its reason.
 */
const text = marketingMessages;

describe('Instagram analyses over the gateway', () => {
  let ana: TestUser;
  let bruno: TestUser;
  beforeAll(async () => {
    [ana, bruno] = await Promise.all([newTrialUser('insta-a'), newTrialUser('insta-b')]);
    useStackEnvironment();
    const { seedDemoInstagram } = await import('../../functions/local/demo-instagram');
    await seedDemoInstagram(ana.userId);
  });

  it('lists the user’s analyses newest first, each with its data, the seeded ones flagged as examples', async () => {
    const answer = await call('GET', '/api/instagram-analyses', { token: ana.token });
    expect(answer.status).toBe(200);
    expect(answer.body.analyses.map((analysis: { id: string }) => analysis.id)).toEqual([
      'demo-instagram-falha',
      'demo-instagram-doceponto',
    ]);
    const completed = await call('GET', '/api/instagram-analyses/demo-instagram-doceponto', {
      token: ana.token,
    });
    expect(answer.body.analyses.map((analysis: { example: boolean }) => analysis.example)).toEqual([
      true,
      true,
    ]);
    expect(completed.body).toMatchObject({
      example: true,
      status: 'completed',
      competitorUsername: 'confeitariabelavista',
      analysisData: { profile: { username: 'doceponto' }, recommendations: expect.any(Array) },
    });
  });

  it('a retry of a failed analysis ends failed again with the reason, never pending', async () => {
    const retried = await call('POST', '/api/instagram-analyses/demo-instagram-falha/retry', {
      token: ana.token,
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'failed', error: text.instagram.noSource, example: true });
    const completed = await call('POST', '/api/instagram-analyses/demo-instagram-doceponto/retry', {
      token: ana.token,
    });
    expect(completed.status).toBe(409);
  });

  it('keeps each user’s analyses their own, and deletes', async () => {
    const path = '/api/instagram-analyses/demo-instagram-doceponto';
    expect((await call('GET', path, { token: bruno.token })).status).toBe(404);
    expect((await call('DELETE', path, { token: bruno.token })).status).toBe(404);
    expect((await call('POST', `${path}/retry`, { token: bruno.token })).status).toBe(404);
    expect((await call('DELETE', path, { token: ana.token })).status).toBe(204);
    const after = await call('GET', path, { token: ana.token });
    expect(after.status).toBe(404);
    expect(after.body.message).toBe(text.instagram.notFound);
  });
});
