import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDiagnosticsMessages } from '../../functions/contracts/messages/admin-diagnostics';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { call, signIn } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { newTrialUser, type TestUser } from './support/payments';

const admin = demoAccounts.find((account) => account.admin)!;
let token: string;
let user: TestUser;
const as = (method: string, path: string, body?: unknown) =>
  call(method, path, { token, ...(body !== undefined ? { body } : {}) });

/**
 * A diagnostic of this test's own, written through the data layer (the admin's create route is the
 * next step of issue #16): unpublished, two questions, one with options, so other tests' diagnostics
 * are never withdrawn while they run.
 */
async function ownDiagnostic() {
  useStackEnvironment();
  const { DiagnosticEntity, QuestionEntity, OptionEntity } =
    await import('../../functions/diagnostics/diagnostics');
  const diagnosticId = `teste-${randomUUID().slice(0, 8)}`;
  await DiagnosticEntity.create({
    diagnosticId,
    slug: diagnosticId,
    title: 'Diagnóstico de teste',
    description: 'Um diagnóstico criado pelo teste de administração.',
    icon: 'HelpCircle',
    isPublished: false,
  }).go();
  for (const [index, questionId] of ['q1', 'q2'].entries()) {
    await QuestionEntity.create({
      diagnosticId,
      questionId,
      text: `Pergunta ${index + 1}`,
      questionType: 'single_choice',
      orderNumber: index + 1,
      metadata: {},
    }).go();
  }
  for (const orderNumber of [1, 2]) {
    await OptionEntity.create({
      diagnosticId,
      questionId: 'q1',
      optionId: `o${orderNumber}`,
      text: `Opção ${orderNumber}`,
      value: orderNumber,
      orderNumber,
    }).go();
  }
  return diagnosticId;
}

beforeAll(async () => {
  [token, user] = await Promise.all([signIn(admin.email, admin.password), newTrialUser('admdiag')]);
});

describe('admin diagnostics', () => {
  it('lists every diagnostic, published or not, newest first, with its exact question count', async () => {
    const diagnosticId = await ownDiagnostic();
    const listed = (await as('GET', '/api/admin/diagnostics')).body.diagnostics as {
      id: string;
      isPublished: boolean;
      questionCount: number;
      createdAt: string;
    }[];
    expect(listed.map((item) => item.createdAt)).toEqual(
      [...listed.map((item) => item.createdAt)].sort().reverse(),
    );
    expect(listed.find((item) => item.id === diagnosticId)).toMatchObject({
      isPublished: false,
      questionCount: 2,
    });
    for (const slug of ['fundador', 'negocio', 'sistema-gestao', 'investidor']) {
      const questionnaire = await call('GET', `/api/diagnostics/${slug}/questionnaire`, {
        token: user.token,
      });
      expect(listed.find((item) => item.id === slug)?.questionCount, slug).toBe(
        questionnaire.body.questions.length,
      );
    }
    expect((await call('GET', '/api/admin/diagnostics', { token: user.token })).status).toBe(403);
  });

  it('publishes and withdraws: only a published diagnostic reaches users; every change is audited', async () => {
    const diagnosticId = await ownDiagnostic();
    const userSees = async () => ({
      listed: ((await call('GET', '/api/diagnostics', { token: user.token })).body.diagnostics ?? []).some(
        (item: { id: string }) => item.id === diagnosticId,
      ),
      questionnaire: (
        await call('GET', `/api/diagnostics/${diagnosticId}/questionnaire`, { token: user.token })
      ).status,
    });
    expect(await userSees()).toEqual({ listed: false, questionnaire: 404 });
    const detail = await as('GET', `/api/admin/diagnostics/${diagnosticId}`);
    expect(detail.body.questions.map((question: { id: string }) => question.id)).toEqual(['q1', 'q2']);
    expect(detail.body.questions[0].options).toHaveLength(2);

    const published = await as('PATCH', `/api/admin/diagnostics/${diagnosticId}/publication`, {
      isPublished: true,
    });
    expect(published.body).toMatchObject({ id: diagnosticId, isPublished: true });
    expect(await userSees()).toEqual({ listed: true, questionnaire: 200 });

    await as('PATCH', `/api/admin/diagnostics/${diagnosticId}/publication`, { isPublished: false });
    expect(await userSees()).toEqual({ listed: false, questionnaire: 404 });

    const missing = await as('PATCH', '/api/admin/diagnostics/nao-existe/publication', { isPublished: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(adminDiagnosticsMessages.notFound);
    expect((await as('GET', '/api/admin/diagnostics/nao-existe')).status).toBe(404);

    const { listAuditOfTarget } = await import('../../functions/platform/data/audit-log');
    expect((await listAuditOfTarget(`diagnostic:${diagnosticId}`)).map((record) => record.action)).toEqual([
      'diagnostic.published',
      'diagnostic.unpublished',
    ]);
  });

  it('creates an unpublished diagnostic (its slug is its id and address) and edits it; the slug is unique', async () => {
    const slug = `novo-${randomUUID().slice(0, 8)}`;
    const fields = {
      title: 'Gestão financeira',
      description: 'Como a empresa controla caixa, custos e margens.',
      icon: 'PieChart',
    };
    const created = await as('POST', '/api/admin/diagnostics', { ...fields, slug });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: slug, slug, ...fields, isPublished: false, questionCount: 0 });
    const taken = await as('POST', '/api/admin/diagnostics', { ...fields, slug });
    expect(taken.status).toBe(409);
    expect(taken.body.details).toEqual([{ field: 'slug', message: adminDiagnosticsMessages.slugTaken }]);
    const invalid = await as('POST', '/api/admin/diagnostics', { ...fields, slug: 'Com Espaço' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toContainEqual({
      field: 'slug',
      message: adminDiagnosticsMessages.validation.slugChars,
    });

    const listed = (await as('GET', '/api/admin/diagnostics')).body.diagnostics;
    expect(listed[0]).toMatchObject({ id: slug, questionCount: 0 });
    expect(
      (await call('GET', '/api/diagnostics', { token: user.token })).body.diagnostics.map(
        (d: { id: string }) => d.id,
      ),
    ).not.toContain(slug);

    const edited = await as('PATCH', `/api/admin/diagnostics/${slug}`, {
      title: 'Gestão financeira e caixa',
      description: fields.description,
      icon: 'Layers',
    });
    expect(edited.body).toMatchObject({ id: slug, slug, title: 'Gestão financeira e caixa', icon: 'Layers' });
    expect((await as('PATCH', `/api/admin/diagnostics/${slug}`, { ...fields, slug: 'outro' })).status).toBe(
      400,
    );
    expect((await as('PATCH', '/api/admin/diagnostics/nao-existe', fields)).status).toBe(404);

    const { listAuditOfTarget } = await import('../../functions/platform/data/audit-log');
    expect((await listAuditOfTarget(`diagnostic:${slug}`)).map((record) => record.action)).toEqual([
      'diagnostic.created',
      'diagnostic.updated',
    ]);
  });
});
