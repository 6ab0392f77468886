import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericAnalysisSchema } from '../../functions/contracts/analysis-data/generic-analysis';
import { analysisResponse } from '../../functions/contracts/analyses';
import type { DiagnosticQuestion } from '../../functions/contracts/diagnostics';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { validAnswer } from './support/answers';
import { call, signIn } from './support/clients';
import { newTrialUser, type TestUser } from './support/payments';

/**
 * Issue #37 item 2: a diagnostic an admin creates and publishes gets an analysis like the core ones
 * (the generic task on the analysis workflow, written here by the local analyst); unpublished, none.
 */
const admin = demoAccounts.find((account) => account.admin)!;
let adminToken: string;
let user: TestUser;
const slug = `generica-${randomUUID().slice(0, 8)}`;
const TITLE = 'Diagnóstico de Atendimento';

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(method, path, { token: adminToken, ...(body !== undefined ? { body } : {}) });
const asUser = (method: string, path: string) => call(method, path, { token: user.token });

const questions = [
  {
    text: 'Com que rapidez você responde a um cliente?',
    questionType: 'single_choice',
    metadata: { section: 'resposta', section_title: 'Tempo de resposta' },
    options: [
      { text: 'No mesmo dia', value: 3 },
      { text: 'Em até três dias', value: 2 },
      { text: 'Quando sobra tempo', value: 1 },
    ],
  },
  {
    text: 'Como você avalia o seu atendimento pós-venda?',
    questionType: 'scale_1_to_5',
    metadata: { section: 'pos-venda', section_title: 'Pós-venda' },
    options: [],
  },
  {
    text: 'O que os clientes mais elogiam?',
    questionType: 'open_text',
    metadata: { section: 'pos-venda', section_title: 'Pós-venda' },
    options: [],
  },
];

/** Polls GET /api/analyses/{resultId} as the screen does, until it leaves processing. */
async function settled(resultId: string) {
  for (let i = 0; i < 100; i += 1) {
    const answer = await asUser('GET', `/api/analyses/${resultId}`);
    if (answer.status === 200 && answer.body.status !== 'processing') return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`analysis ${resultId} still processing`);
}

beforeAll(async () => {
  [adminToken, user] = await Promise.all([signIn(admin.email, admin.password), newTrialUser('generica')]);
  const created = await asAdmin('POST', '/api/admin/diagnostics', {
    slug,
    title: TITLE,
    description: 'Como a empresa responde e acompanha os clientes.',
    icon: 'FileText',
  });
  expect(created.status).toBe(201);
  for (const question of questions) {
    const added = await asAdmin('POST', `/api/admin/diagnostics/${slug}/questions`, question);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
});

// Other tests read the published diagnostics: this one's is withdrawn whatever happened.
afterAll(async () => {
  await asAdmin('PATCH', `/api/admin/diagnostics/${slug}/publication`, { isPublished: false });
});

describe('the analysis of a diagnostic an admin created', () => {
  it('unpublished: no questionnaire, no completion, no analysis (404)', async () => {
    expect((await asUser('GET', `/api/diagnostics/${slug}/questionnaire`)).status).toBe(404);
    expect((await asUser('POST', `/api/diagnostics/${slug}/complete`)).status).toBe(404);
    expect((await asUser('POST', `/api/analyses/${slug}/generate`)).status).toBe(404);
    expect((await asUser('GET', `/api/analyses/${slug}`)).status).toBe(404);
  });

  it('published, answered and completed: its analysis is generated and read back', async () => {
    const published = await asAdmin('PATCH', `/api/admin/diagnostics/${slug}/publication`, {
      isPublished: true,
    });
    expect(published.status).toBe(200);
    const questionnaire = await asUser('GET', `/api/diagnostics/${slug}/questionnaire`);
    expect(questionnaire.status).toBe(200);
    for (const question of questionnaire.body.questions as DiagnosticQuestion[]) {
      const body =
        question.questionType === 'open_text'
          ? {
              optionId: null,
              value: null,
              metadata: { text_response: 'Temos clientes fiéis que elogiam a pontualidade da entrega.' },
            }
          : validAnswer(question);
      const saved = await call('PUT', `/api/diagnostics/${slug}/answers/${encodeURIComponent(question.id)}`, {
        token: user.token,
        body,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    expect((await asUser('POST', `/api/diagnostics/${slug}/complete`)).status).toBe(200);

    const analysis = analysisResponse.parse(await settled(slug));
    expect(analysis).toMatchObject({
      resultId: slug,
      diagnosticId: slug,
      status: 'completed',
      error: null,
      attempts: 0,
      generatedLocally: true,
    });
    const data = genericAnalysisSchema.parse(analysis.data);
    // The questionnaire's own title, sections and choices, read by the local analyst.
    expect(data.resumo).toContain(`“${TITLE}”`);
    expect(data.resumo).toMatch(/Tempo de resposta|Pós-venda/);
    // validAnswer picks the first option, the highest value: a strength.
    expect(data.pontos_fortes.join('\n')).toContain('“No mesmo dia” é a mais alta das 3 opções');
    expect(data.pontos_fortes.join('\n')).toContain('O que os clientes mais elogiam?');
  });

  it('regenerates as the core analyses do', async () => {
    const started = await asUser('POST', `/api/analyses/${slug}/generate`);
    expect(started.status).toBe(202);
    // The earlier analysis stays readable while the new one is generated.
    expect(started.body).toMatchObject({ status: 'processing', attempts: 1, regenerationError: null });
    expect(started.body.data).not.toBeNull();
    expect((await settled(slug)).status).toBe('completed');
  });

  it('unpublished again: its analysis cannot be generated (404)', async () => {
    await asAdmin('PATCH', `/api/admin/diagnostics/${slug}/publication`, { isPublished: false });
    const refused = await asUser('POST', `/api/analyses/${slug}/generate`);
    expect(refused.status).toBe(404);
  });
});
