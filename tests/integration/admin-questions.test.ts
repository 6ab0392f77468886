import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminQuestionsMessages } from '../../functions/contracts/messages/admin-questions';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { call, documents, signIn, stack } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { newTrialUser, type TestUser } from './support/payments';

const admin = demoAccounts.find((account) => account.admin)!;
let token: string;
let users: TestUser[];
const as = (method: string, path: string, body?: unknown) =>
  call(method, path, { token, ...(body !== undefined ? { body } : {}) });
const text = adminQuestionsMessages;

const choice = (questionText: string, section = 'geral') => ({
  text: questionText,
  questionType: 'single_choice',
  metadata: { section, section_title: 'Geral' },
  options: [
    { text: 'Sim', value: 2 },
    { text: 'Não', value: 1 },
  ],
  weight: 1.5,
});

async function newDiagnostic(prefix: string) {
  const slug = `${prefix}-${randomUUID().slice(0, 8)}`;
  const created = await as('POST', '/api/admin/diagnostics', {
    slug,
    title: 'Diagnóstico de perguntas',
    description: 'Um diagnóstico para os testes das perguntas.',
    icon: 'HelpCircle',
  });
  expect(created.status).toBe(201);
  return slug;
}

const questionsOf = async (slug: string) =>
  (await as('GET', `/api/admin/diagnostics/${slug}`)).body.questions as {
    id: string;
    text: string;
    orderNumber: number;
    weight: number;
    options: { id: string; text: string; value: number; orderNumber: number }[];
    deletion: null | { status: string; deletedAnswers: number; totalAnswers: number };
  }[];

/** Items on gsi1 under a key (answers by question, results by diagnostic). */
async function indexed(gsi1pk: string) {
  const page = await documents.send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi1pk },
    }),
  );
  return page.Items ?? [];
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  useStackEnvironment();
  [token, ...users] = await Promise.all([
    signIn(admin.email, admin.password),
    newTrialUser('perg1'),
    newTrialUser('perg2'),
  ]);
});

describe('admin questions', () => {
  it('creates, edits (options keep their ids, the weight is upserted) and reorders questions', async () => {
    const slug = await newDiagnostic('perguntas');
    const first = await as('POST', `/api/admin/diagnostics/${slug}/questions`, choice('Você tem sócios?'));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ orderNumber: 1, weight: 1.5, deletion: null });
    expect(first.body.options.map((option: { text: string }) => option.text)).toEqual(['Sim', 'Não']);
    const second = await as('POST', `/api/admin/diagnostics/${slug}/questions`, {
      text: 'Quanto você fatura por mês?',
      questionType: 'numeric_input',
      metadata: { section: 'financas', placeholder: 'R$ 0,00', information: '' },
      options: [],
    });
    expect(second.body).toMatchObject({ orderNumber: 2, weight: 1, options: [] });
    expect(second.body.metadata).toEqual({ section: 'financas', placeholder: 'R$ 0,00' });

    const [yes, no] = first.body.options as { id: string }[];
    const edited = await as('PUT', `/api/admin/diagnostics/${slug}/questions/${first.body.id}`, {
      ...choice('Você tem sócios na empresa?'),
      options: [
        { id: no!.id, text: 'Não', value: 0 },
        { id: yes!.id, text: 'Sim', value: 3 },
        { text: 'Ainda não sei', value: 1 },
      ],
      weight: 2,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.options.map((option: { id: string }) => option.id).slice(0, 2)).toEqual([
      no!.id,
      yes!.id,
    ]);
    expect(edited.body.options.map((option: { orderNumber: number }) => option.orderNumber)).toEqual([
      1, 2, 3,
    ]);
    expect(edited.body.weight).toBe(2);
    const fewer = await as('PUT', `/api/admin/diagnostics/${slug}/questions/${first.body.id}`, {
      ...choice('Você tem sócios na empresa?'),
      options: [{ id: yes!.id, text: 'Sim', value: 3 }],
    });
    expect(fewer.body.options).toEqual([expect.objectContaining({ id: yes!.id, orderNumber: 1 })]);

    expect(
      (
        await as('POST', `/api/admin/diagnostics/${slug}/questions/${first.body.id}/move`, {
          direction: 'up',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await as('POST', `/api/admin/diagnostics/${slug}/questions/${first.body.id}/move`, {
          direction: 'down',
        })
      ).status,
    ).toBe(204);
    expect((await questionsOf(slug)).map((question) => question.id)).toEqual([second.body.id, first.body.id]);

    const invalid = await as('POST', `/api/admin/diagnostics/${slug}/questions`, {
      ...choice('Oi'),
      questionType: 'distribution',
      metadata: { section: '' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual(
      expect.arrayContaining([
        { field: 'text', message: text.validation.textMin },
        { field: 'metadata.section', message: text.validation.sectionRequired },
      ]),
    );
    expect((await questionsOf(slug)).length).toBe(2);
    const missing = await as(
      'PUT',
      `/api/admin/diagnostics/${slug}/questions/nao-existe`,
      choice('Pergunta'),
    );
    expect(missing.status).toBe(404);
    expect(
      (
        await call('POST', `/api/admin/diagnostics/${slug}/questions`, {
          token: users[0]!.token,
          body: choice('Pergunta de usuário'),
        })
      ).status,
    ).toBe(403);

    const { listAuditOfTarget } = await import('../../functions/platform/data/audit-log');
    expect(
      (await listAuditOfTarget(`question:${slug}/${first.body.id}`)).map((record) => record.action),
    ).toEqual(['question.created', 'question.updated', 'question.updated', 'question.moved']);
  });

  it("deletes a question in the background: every user's answers to it, then its options, weight and the question", async () => {
    const slug = await newDiagnostic('apagar');
    const kept = (await as('POST', `/api/admin/diagnostics/${slug}/questions`, choice('Pergunta que fica')))
      .body;
    const doomed = (await as('POST', `/api/admin/diagnostics/${slug}/questions`, choice('Pergunta que sai')))
      .body;
    await as('PATCH', `/api/admin/diagnostics/${slug}/publication`, { isPublished: true });
    for (const user of users) {
      for (const question of [kept, doomed]) {
        const saved = await call('PUT', `/api/diagnostics/${slug}/answers/${question.id}`, {
          token: user.token,
          body: { optionId: question.options[0].id, value: question.options[0].value, metadata: {} },
        });
        expect(saved.status).toBe(200);
      }
    }
    expect(await indexed(`QANSWERS#${slug}#${doomed.id}`)).toHaveLength(2);

    const started = await as('DELETE', `/api/admin/diagnostics/${slug}/questions/${doomed.id}`);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'running', totalAnswers: 2, deletedAnswers: 0 });
    await until(
      () => questionsOf(slug),
      (questions) => questions.length === 1,
      'the question to go',
    );

    expect(await indexed(`QANSWERS#${slug}#${doomed.id}`)).toHaveLength(0);
    expect(await indexed(`QANSWERS#${slug}#${kept.id}`)).toHaveLength(2);
    const partition = await documents.send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :question)',
        ExpressionAttributeValues: { ':pk': `DIAGNOSTIC#${slug}`, ':question': `QUESTION#${doomed.id}` },
      }),
    );
    expect(partition.Items).toEqual([]);
    const result = await call('GET', `/api/diagnostics/${slug}/result`, { token: users[0]!.token });
    expect(result.body.answers.map((answer: { questionId: string }) => answer.questionId)).toEqual([kept.id]);
    const again = await as('DELETE', `/api/admin/diagnostics/${slug}/questions/${doomed.id}`);
    expect(again.status).toBe(404);

    // Results exist now: the diagnostic cannot be deleted (and a published one never).
    expect((await as('DELETE', `/api/admin/diagnostics/${slug}`)).body.message).toBe(
      text.diagnosticPublished,
    );
    await as('PATCH', `/api/admin/diagnostics/${slug}/publication`, { isPublished: false });
    expect((await as('DELETE', `/api/admin/diagnostics/${slug}`)).body.message).toBe(
      text.diagnosticHasResults,
    );
  });

  it('deletes an unpublished diagnostic nobody answered, with its questions; never the journey four', async () => {
    const { getStats } = await import('../../functions/platform/data/stats');
    const slug = await newDiagnostic('descartavel');
    await as('POST', `/api/admin/diagnostics/${slug}/questions`, choice('Uma pergunta'));
    const before = await getStats();
    expect((await as('DELETE', `/api/admin/diagnostics/${slug}`)).status).toBe(204);
    expect((await getStats()).diagnostics).toBe(before.diagnostics - 1);
    expect((await as('GET', `/api/admin/diagnostics/${slug}`)).status).toBe(404);
    const partition = await documents.send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `DIAGNOSTIC#${slug}` },
      }),
    );
    expect(partition.Items).toEqual([]);
    const core = await as('DELETE', '/api/admin/diagnostics/negocio');
    expect(core.status).toBe(409);
    expect(core.body.message).toBe(text.coreDiagnostic);
    const { listAuditOfTarget } = await import('../../functions/platform/data/audit-log');
    expect((await listAuditOfTarget(`diagnostic:${slug}`)).map((record) => record.action)).toEqual([
      'diagnostic.created',
      'diagnostic.deleted',
    ]);
  });

  it('exports each of the four diagnostics as a file the import accepts, and imports one under a new slug', async () => {
    const { diagnosticExport } = await import('../../functions/contracts/admin-questions');
    for (const slug of ['fundador', 'negocio', 'sistema-gestao', 'investidor']) {
      const exported = await as('GET', `/api/admin/diagnostics/${slug}/export`);
      expect(exported.status).toBe(200);
      const parsed = diagnosticExport.safeParse(exported.body);
      expect(parsed.error?.issues, slug).toBeUndefined();
    }
    const exported = (await as('GET', '/api/admin/diagnostics/investidor/export')).body;
    const slug = `importado-${randomUUID().slice(0, 8)}`;
    const imported = await as('POST', '/api/admin/diagnostics/import', {
      ...exported,
      diagnostic: { ...exported.diagnostic, slug },
    });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({
      id: slug,
      isPublished: false,
      questionCount: exported.questions.length,
    });
    const original = (await as('GET', '/api/admin/diagnostics/investidor')).body.questions;
    const copy = await questionsOf(slug);
    const shape = (questions: typeof copy) =>
      questions.map((question) => ({
        text: question.text,
        weight: question.weight,
        options: question.options.map((option) => [option.text, option.value]),
      }));
    expect(shape(copy)).toEqual(shape(original));

    const taken = await as('POST', '/api/admin/diagnostics/import', exported);
    expect(taken.status).toBe(409);
    const broken = await as('POST', '/api/admin/diagnostics/import', {
      ...exported,
      diagnostic: { ...exported.diagnostic, slug: `quebrado-${randomUUID().slice(0, 8)}` },
      questions: [...exported.questions, { text: 'Sem tipo', metadata: { section: 'x' }, options: [] }],
    });
    expect(broken.status).toBe(400);
    expect(broken.body.details[0].field).toMatch(/^questions\.\d+\.questionType$/);
  });
});
