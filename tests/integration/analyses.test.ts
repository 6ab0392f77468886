import { beforeAll, describe, expect, it } from 'vitest';
import { businessAnalysisSchema } from '../../functions/contracts/analysis-data/business-analysis';
import { analysisResponse, MAX_REGENERATIONS } from '../../functions/contracts/analyses';
import type { DiagnosticQuestion } from '../../functions/contracts/diagnostics';
import { analysisApiMessages } from '../../functions/contracts/messages/analysis-api';
import { validAnswer as baseAnswer } from './support/answers';
import { call } from './support/clients';
import { newTrialUser, type TestUser } from './support/payments';

const COMPANY = 'Padaria Horizonte Azul';
const validAnswer = (question: DiagnosticQuestion) => baseAnswer(question, { companyName: COMPANY });

async function answerAll(token: string, diagnosticId: string) {
  const questionnaire = await call('GET', `/api/diagnostics/${diagnosticId}/questionnaire`, { token });
  expect(questionnaire.status).toBe(200);
  for (const question of questionnaire.body.questions as DiagnosticQuestion[]) {
    const saved = await call(
      'PUT',
      `/api/diagnostics/${diagnosticId}/answers/${encodeURIComponent(question.id)}`,
      { token, body: validAnswer(question) },
    );
    expect(saved.status, `${question.id}: ${JSON.stringify(saved.body)}`).toBe(200);
  }
}

/** Polls GET /api/analyses/{resultId} as the SPA does, until it leaves processing. */
async function settled(token: string, resultId: string) {
  for (let i = 0; i < 100; i += 1) {
    const answer = await call('GET', `/api/analyses/${resultId}`, { token });
    if (answer.status === 200 && answer.body.status !== 'processing') return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`analysis ${resultId} still processing`);
}

describe('analyses over the gateway (local workflows, local analyst)', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([newTrialUser('analise-a'), newTrialUser('analise-b')]);
  });

  it('completing the business diagnostic starts its analysis; it completes, passes the schema and names the company', async () => {
    expect((await call('GET', '/api/analyses/negocio', { token: alice.token })).status).toBe(404);
    await answerAll(alice.token, 'negocio');
    const completed = await call('POST', '/api/diagnostics/negocio/complete', { token: alice.token });
    expect(completed.status).toBe(200);

    const analysis = await settled(alice.token, 'negocio');
    expect(analysisResponse.parse(analysis)).toMatchObject({
      resultId: 'negocio',
      diagnosticId: 'negocio',
      status: 'completed',
      error: null,
      attempts: 0,
      generatedLocally: true,
      // The business diagnostic's own companyName answer, for the PDF exports.
      companyName: COMPANY,
    });
    expect(businessAnalysisSchema.safeParse(analysis.data).success).toBe(true);
    expect(JSON.stringify(analysis.data)).toContain(COMPANY);
  });

  it('the founder analysis carries the company name answered in the business diagnostic', async () => {
    await answerAll(alice.token, 'fundador');
    expect((await call('POST', '/api/diagnostics/fundador/complete', { token: alice.token })).status).toBe(
      200,
    );
    const analysis = await settled(alice.token, 'fundador');
    expect(analysis).toMatchObject({ status: 'completed', companyName: COMPANY });
  });

  it('another user can neither read nor regenerate it', async () => {
    expect((await call('GET', '/api/analyses/negocio', { token: bob.token })).status).toBe(404);
    const founder = await call('POST', '/api/analyses/fundador/generate', { token: bob.token });
    expect(founder.status).toBe(409);
    expect(founder.body.message).toBe(analysisApiMessages.notCompleted);
    // Alice's analysis is untouched.
    expect((await call('GET', '/api/analyses/negocio', { token: alice.token })).body.attempts).toBe(0);
  });

  it(`allows ${MAX_REGENERATIONS} regenerations and refuses the next with the support text`, async () => {
    for (let attempt = 1; attempt <= MAX_REGENERATIONS; attempt += 1) {
      const started = await call('POST', '/api/analyses/negocio/generate', { token: alice.token });
      expect(started.status).toBe(202);
      // The earlier analysis stays readable while the regeneration runs.
      expect(started.body).toMatchObject({
        status: 'processing',
        attempts: attempt,
        regenerationError: null,
      });
      expect(started.body.data).not.toBeNull();
      expect((await settled(alice.token, 'negocio')).status).toBe('completed');
    }
    const refused = await call('POST', '/api/analyses/negocio/generate', { token: alice.token });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Você atingiu o limite de tentativas. Por favor, contate o suporte.');
  });

  it('unknown or not analysable results answer 404; resetting the diagnostic deletes its analysis', async () => {
    expect((await call('POST', '/api/analyses/investidor/generate', { token: alice.token })).status).toBe(
      404,
    );
    expect((await call('POST', '/api/analyses/nao-existe/generate', { token: alice.token })).status).toBe(
      404,
    );
    expect((await call('POST', '/api/diagnostics/negocio/reset', { token: alice.token })).status).toBe(200);
    expect((await call('GET', '/api/analyses/negocio', { token: alice.token })).status).toBe(404);
  });
});
