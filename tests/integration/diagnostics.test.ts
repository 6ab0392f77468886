import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coreDiagnosticSlugs, type DiagnosticQuestion } from '../../functions/contracts/diagnostics';
import type { SeedDiagnostic } from '../../functions/seed/types';
import { validAnswer } from './support/answers';
import { call, documents, stack } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { newTrialUser, type TestUser } from './support/payments';

const CHOICE_TYPES = new Set(['single_choice', 'multiple_choice', 'yes_no']);

/** Every item stored under a partition, straight from the table. */
async function partitionItems(pk: string): Promise<Record<string, any>[]> {
  const items: Record<string, any>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const userItems = (user: TestUser) => partitionItems(`USER#${user.userId}`);
/** The user's diagnostics items (results and answers), sorted by key, for before/after comparisons. */
const diagnosticItemsOf = async (user: TestUser) =>
  (await userItems(user))
    .filter((item) => /^(RESULT|ANSWER)#/.test(item.sk))
    .sort((a, b) => (a.sk < b.sk ? -1 : 1));

async function questionnaire(token: string, diagnosticId: string): Promise<DiagnosticQuestion[]> {
  const answer = await call('GET', `/api/diagnostics/${diagnosticId}/questionnaire`, { token });
  expect(answer.status).toBe(200);
  return answer.body.questions;
}

const saveAnswer = (token: string, diagnosticId: string, questionId: string, body: unknown) =>
  call('PUT', `/api/diagnostics/${diagnosticId}/answers/${encodeURIComponent(questionId)}`, { token, body });

async function answerAll(token: string, diagnosticId: string, questions: DiagnosticQuestion[]) {
  for (const question of questions) {
    const saved = await saveAnswer(token, diagnosticId, question.id, validAnswer(question));
    expect(saved.status, `${question.id} (${question.questionType}): ${JSON.stringify(saved.body)}`).toBe(
      200,
    );
  }
}

describe('diagnostics', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await newTrialUser('diag');
  });

  describe('the seeded catalogue', () => {
    it.each(coreDiagnosticSlugs.map((slug) => [slug]))(
      'the %s questionnaire loads in order with its options and weights',
      async (slug) => {
        const answer = await call('GET', `/api/diagnostics/${slug}/questionnaire`, { token: user.token });
        expect(answer.status).toBe(200);
        const { diagnostic, questions } = answer.body as { diagnostic: any; questions: DiagnosticQuestion[] };
        expect(diagnostic).toMatchObject({
          id: slug,
          slug,
          isPublished: true,
          createdAt: expect.any(String),
        });
        expect(questions.length).toBeGreaterThanOrEqual(20);
        expect(questions.length).toBeLessThanOrEqual(40);
        const orders = questions.map((question) => question.orderNumber);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
        for (const question of questions) {
          expect(question.id.startsWith(`${slug}-`)).toBe(true);
          expect(question.diagnosticId).toBe(slug);
          expect(typeof question.weight).toBe('number');
          expect(question.metadata.section).toEqual(expect.any(String));
          if (CHOICE_TYPES.has(question.questionType)) expect(question.options.length).toBeGreaterThan(0);
          question.options.forEach((option, index) => {
            expect(option).toEqual({
              id: `${question.id}-${index + 1}`,
              questionId: question.id,
              text: expect.any(String),
              value: expect.any(Number),
              orderNumber: index + 1,
            });
          });
        }
      },
    );

    it('answers 404 "Diagnóstico não disponível" for a diagnostic that does not exist', async () => {
      const answer = await call('GET', '/api/diagnostics/nao-existe/questionnaire', { token: user.token });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'NOT_FOUND', message: 'Diagnóstico não disponível' });
    });

    it('needs a signed-in user on every diagnostics route', async () => {
      const paths: [string, string][] = [
        ['GET', '/api/diagnostics'],
        ['GET', '/api/diagnostics/fundador/questionnaire'],
        ['GET', '/api/diagnostics/fundador/result'],
        ['PUT', '/api/diagnostics/fundador/answers/fundador-x'],
        ['POST', '/api/diagnostics/fundador/complete'],
        ['POST', '/api/diagnostics/fundador/reset'],
      ];
      for (const [method, path] of paths) {
        expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
      }
    });
  });

  describe('the lifecycle of a result', () => {
    it('saves answers, reloads them, refuses to complete while a section is missing, completes, keeps completion on edit, resets', async () => {
      const me = await newTrialUser('ciclo');
      const questions = await questionnaire(me.token, 'negocio');

      // The first access creates the result, not completed (the card then shows it in progress).
      const opened = await call('GET', '/api/diagnostics/negocio/result', { token: me.token });
      expect(opened).toMatchObject({
        status: 200,
        body: { result: { id: 'negocio', completed: false, score: null }, answers: [] },
      });
      expect((await diagnosticItemsOf(me)).map((item) => item.sk)).toEqual(['RESULT#negocio']);
      const reopened = await call('GET', '/api/diagnostics/negocio/result', { token: me.token });
      expect(reopened.body.result).toEqual(opened.body.result);
      const listed = await call('GET', '/api/diagnostics', { token: me.token });
      expect(listed.body.results).toEqual([opened.body.result]);
      // Not for a diagnostic that does not exist: nothing is written.
      const unknown = await call('GET', '/api/diagnostics/nao-existe/result', { token: me.token });
      expect(unknown.body).toEqual({ result: null, answers: [], sectionAnalyses: [] });
      expect((await diagnosticItemsOf(me)).map((item) => item.sk)).toEqual(['RESULT#negocio']);

      // Save two answers, then reload.
      const [first, second] = questions;
      const firstSaved = await saveAnswer(me.token, 'negocio', first!.id, validAnswer(first!));
      expect(firstSaved.status).toBe(200);
      expect(firstSaved.body).toEqual({
        questionId: first!.id,
        ...validAnswer(first!),
        updatedAt: expect.any(String),
      });
      await saveAnswer(me.token, 'negocio', second!.id, validAnswer(second!));
      const reloaded = await call('GET', '/api/diagnostics/negocio/result', { token: me.token });
      expect(reloaded.body.result).toEqual({
        id: 'negocio',
        diagnosticId: 'negocio',
        completed: false,
        profileResult: null,
        score: null,
        completedAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(reloaded.body.answers.map((a: any) => a.questionId).sort()).toEqual(
        [first!.id, second!.id].sort(),
      );
      expect(reloaded.body.answers.find((a: any) => a.questionId === first!.id)).toEqual(firstSaved.body);

      // Saving again replaces the answer (one per question); createdAt of the result never moves.
      const createdAt = reloaded.body.result.createdAt;
      await saveAnswer(me.token, 'negocio', first!.id, validAnswer(first!));
      const again = await call('GET', '/api/diagnostics/negocio/result', { token: me.token });
      expect(again.body.answers).toHaveLength(2);
      expect(again.body.result.createdAt).toBe(createdAt);

      // Completing with sections missing: 400, one detail per incomplete section, nothing changes.
      const before = await diagnosticItemsOf(me);
      const refused = await call('POST', '/api/diagnostics/negocio/complete', { token: me.token });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_ERROR');
      expect(refused.body.details.length).toBeGreaterThan(0);
      for (const detail of refused.body.details) expect(detail.field).toMatch(/^sections\./);
      expect(await diagnosticItemsOf(me)).toEqual(before);

      // Answer everything and complete.
      await answerAll(me.token, 'negocio', questions);
      const completed = await call('POST', '/api/diagnostics/negocio/complete', { token: me.token });
      expect(completed.status).toBe(200);
      expect(completed.body).toMatchObject({
        id: 'negocio',
        completed: true,
        profileResult: 'Completed',
        score: 0,
        completedAt: expect.any(String),
        createdAt,
      });

      // Editing an answer of a completed diagnostic is allowed and does not un-complete it.
      expect((await saveAnswer(me.token, 'negocio', first!.id, validAnswer(first!))).status).toBe(200);
      const edited = await call('GET', '/api/diagnostics/negocio/result', { token: me.token });
      expect(edited.body.result).toMatchObject({ completed: true, profileResult: 'Completed', score: 0 });
      expect(edited.body.answers).toHaveLength(questions.length);

      const overview = await call('GET', '/api/diagnostics', { token: me.token });
      expect(overview.status).toBe(200);
      expect(overview.body.diagnostics.map((d: any) => d.id)).toEqual(
        expect.arrayContaining([...coreDiagnosticSlugs]),
      );
      expect(overview.body.results).toEqual([edited.body.result]);

      // Reset: no answers, not completed, no score/profile/completion time.
      const reset = await call('POST', '/api/diagnostics/negocio/reset', { token: me.token });
      expect(reset.status).toBe(200);
      expect(reset.body).toMatchObject({
        id: 'negocio',
        completed: false,
        profileResult: null,
        score: null,
        completedAt: null,
        createdAt,
      });
      const afterReset = await call('GET', '/api/diagnostics/negocio/result', { token: me.token });
      expect(afterReset.body).toEqual({ result: reset.body, answers: [], sectionAnalyses: [] });
      expect((await diagnosticItemsOf(me)).map((item) => item.sk)).toEqual(['RESULT#negocio']);
    });

    it.each(coreDiagnosticSlugs.map((slug) => [slug]))(
      'the %s diagnostic can be answered completely with valid answers and completed',
      async (slug) => {
        const me = await newTrialUser(`todo-${slug}`);
        await answerAll(me.token, slug, await questionnaire(me.token, slug));
        const completed = await call('POST', `/api/diagnostics/${slug}/complete`, { token: me.token });
        expect(completed.status, JSON.stringify(completed.body)).toBe(200);
        expect(completed.body.completed).toBe(true);
      },
    );

    it('reset works on a diagnostic the user never started (creates an empty result)', async () => {
      const me = await newTrialUser('semresultado');
      const reset = await call('POST', '/api/diagnostics/fundador/reset', { token: me.token });
      expect(reset.status).toBe(200);
      expect(reset.body).toMatchObject({ id: 'fundador', completed: false, score: null });
      expect((await call('POST', '/api/diagnostics/nao-existe/reset', { token: me.token })).status).toBe(404);
    });
  });

  describe("one user's diagnostics are invisible to another", () => {
    it('B reads and writes only B’s own result and answers through every route', async () => {
      const alice = await newTrialUser('alice');
      const bob = await newTrialUser('bob');
      const questions = await questionnaire(alice.token, 'fundador');
      await answerAll(alice.token, 'fundador', questions);
      expect((await call('POST', '/api/diagnostics/fundador/complete', { token: alice.token })).status).toBe(
        200,
      );
      const aliceBefore = await diagnosticItemsOf(alice);

      // Reads: B sees B's own (empty) result and only it in the overview.
      const bobOwn = await call('GET', '/api/diagnostics/fundador/result', { token: bob.token });
      expect(bobOwn.body).toMatchObject({ result: { completed: false }, answers: [], sectionAnalyses: [] });
      expect((await call('GET', '/api/diagnostics', { token: bob.token })).body.results).toEqual([
        bobOwn.body.result,
      ]);

      // Writes: B's save lands under B only.
      const question = questions[0]!;
      expect((await saveAnswer(bob.token, 'fundador', question.id, validAnswer(question))).status).toBe(200);
      expect((await diagnosticItemsOf(bob)).map((item) => item.sk)).toEqual([
        `ANSWER#fundador#${question.id}`,
        'RESULT#fundador',
      ]);
      // B cannot complete with A's answers, and B's reset deletes only B's.
      expect((await call('POST', '/api/diagnostics/fundador/complete', { token: bob.token })).status).toBe(
        400,
      );
      expect((await call('POST', '/api/diagnostics/fundador/reset', { token: bob.token })).status).toBe(200);
      expect((await diagnosticItemsOf(bob)).map((item) => item.sk)).toEqual(['RESULT#fundador']);

      expect(await diagnosticItemsOf(alice)).toEqual(aliceBefore);
      const aliceResult = await call('GET', '/api/diagnostics/fundador/result', { token: alice.token });
      expect(aliceResult.body.result.completed).toBe(true);
      expect(aliceResult.body.answers).toHaveLength(questions.length);
    });

    it('a body cannot name another user (unknown fields are refused)', async () => {
      const me = await newTrialUser('intruso');
      const [question] = await questionnaire(me.token, 'fundador');
      const answer = await saveAnswer(me.token, 'fundador', question!.id, {
        ...validAnswer(question!),
        userId: user.userId,
      });
      expect(answer.status).toBe(400);
      expect(await diagnosticItemsOf(me)).toEqual([]);
    });
  });

  describe('invalid answers are refused with VALIDATION_ERROR and nothing is written', () => {
    let me: TestUser;
    let investidor: DiagnosticQuestion[];
    let negocio: DiagnosticQuestion[];
    let before: Record<string, any>[];

    beforeAll(async () => {
      me = await newTrialUser('invalido');
      investidor = await questionnaire(me.token, 'investidor');
      negocio = await questionnaire(me.token, 'negocio');
      // One valid answer first, so "nothing written" also covers the existing result's updatedAt.
      const first = negocio[0]!;
      expect((await saveAnswer(me.token, 'negocio', first.id, validAnswer(first))).status).toBe(200);
      before = await diagnosticItemsOf(me);
    });

    const expectRefused = async (answer: { status: number; body: any }, field?: string) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_ERROR');
      if (field) expect(answer.body.details[0].field).toBe(field);
      expect(await diagnosticItemsOf(me)).toEqual(before);
    };

    it('an answer for a question of another diagnostic', async () => {
      const other = investidor[0]!;
      await expectRefused(await saveAnswer(me.token, 'negocio', other.id, validAnswer(other)), 'questionId');
      await expectRefused(
        await saveAnswer(me.token, 'negocio', 'negocio-nao-existe', validAnswer(other)),
        'questionId',
      );
    });

    it('a distribution that does not total 100', async () => {
      const question = [...negocio, ...investidor].find((q) => q.questionType === 'distribution')!;
      expect(question, 'a seeded distribution question').toBeDefined();
      const diagnosticId = question.diagnosticId;
      const categories = question.metadata.categories!;
      const wrong = {
        optionId: null,
        value: null,
        metadata: { distribution: categories.map((category) => ({ category, percentage: 10 })) },
      };
      expect(categories.length * 10).not.toBe(100);
      const answer = await saveAnswer(me.token, diagnosticId, question.id, wrong);
      await expectRefused(answer, 'metadata.distribution');
      expect(answer.body.details[0].message).toBe('Deve somar 100%');
    });

    it('a non-numeric or invalid revenue', async () => {
      const revenue = investidor.find((q) => q.metadata.role === 'revenue')!;
      expect(revenue, 'the investor revenue question').toBeDefined();
      const textInstead = await saveAnswer(me.token, 'investidor', revenue.id, {
        optionId: null,
        value: null,
        metadata: { text_response: 'cem mil' },
      });
      await expectRefused(textInstead, 'value');
      expect(textInstead.body.details[0].message).toBe('Faturamento deve ser maior que zero');
      const zero = await saveAnswer(me.token, 'investidor', revenue.id, {
        optionId: null,
        value: 0,
        metadata: { revenue: 0 },
      });
      await expectRefused(zero, 'value');
      await expectRefused(
        await saveAnswer(me.token, 'investidor', revenue.id, {
          optionId: null,
          value: '85000',
          metadata: {},
        }),
        'value',
      );
    });

    it('an option of another question, and a body that breaks the contract', async () => {
      const choice = negocio.find((q) => q.questionType === 'single_choice')!;
      const foreign = negocio.find((q) => q.id !== choice.id && q.options.length > 0)!.options[0]!;
      await expectRefused(
        await saveAnswer(me.token, 'negocio', choice.id, {
          optionId: foreign.id,
          value: foreign.value,
          metadata: {},
        }),
        'optionId',
      );
      await expectRefused(await saveAnswer(me.token, 'negocio', choice.id, { optionId: null }));
    });
  });
});

describe('the seed loader (in process, against the emulators)', () => {
  const diagnosticId = `teste-${randomUUID().slice(0, 8)}`;
  const pk = `DIAGNOSTIC#${diagnosticId}`;

  const version1 = (): SeedDiagnostic => ({
    id: diagnosticId,
    slug: diagnosticId,
    title: 'Diagnóstico de teste do seed',
    description: 'Criado e apagado pelo teste.',
    icon: 'FileText',
    sections: [{ key: 's', title: 'Seção', description: 'Única' }],
    questions: [
      {
        key: 'a',
        section: 's',
        text: 'A?',
        type: 'yes_no',
        options: [
          { text: 'Sim', value: 1 },
          { text: 'Não', value: 0 },
        ],
      },
      { key: 'b', section: 's', text: 'B?', type: 'open_text' },
      { key: 'c', section: 's', text: 'C?', type: 'numeric_input', weight: 2 },
    ],
  });

  beforeAll(() => {
    useStackEnvironment();
    vi.resetModules();
  });

  afterAll(async () => {
    const items = await partitionItems(pk);
    for (let i = 0; i < items.length; i += 25) {
      await documents.send(
        new BatchWriteCommand({
          RequestItems: {
            [stack.resources.tableName]: items
              .slice(i, i + 25)
              .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
          },
        }),
      );
    }
  });

  it('skips unchanged content, replaces changed content and deletes what the seed dropped', async () => {
    const { loadSeed, seedContent } = await import('../../functions/seed/load-seed');
    const content = (diagnostic: SeedDiagnostic) => ({ ...seedContent, diagnostics: [diagnostic] });

    // The stack already loaded the real content: loading it again writes nothing.
    const again = await loadSeed();
    expect(
      again.every((report) => report.status === 'unchanged'),
      JSON.stringify(again),
    ).toBe(true);

    const created = await loadSeed(content(version1()));
    expect(created[0]).toMatchObject({ partition: pk, status: 'created' });
    const skskeys = async () => (await partitionItems(pk)).map((item) => item.sk).sort();
    expect(await skskeys()).toEqual([
      'META',
      `QUESTION#${diagnosticId}-a`,
      `QUESTION#${diagnosticId}-a#OPTION#001`,
      `QUESTION#${diagnosticId}-a#OPTION#002`,
      `QUESTION#${diagnosticId}-b`,
      `QUESTION#${diagnosticId}-c`,
      `QUESTION#${diagnosticId}-c#WEIGHT`,
    ]);
    const meta = (await partitionItems(pk)).find((item) => item.sk === 'META')!;
    expect(meta).toMatchObject({ isPublished: true, contentHash: expect.any(String), gsi1pk: 'DIAGNOSTICS' });

    expect((await loadSeed(content(version1())))[0]).toMatchObject({ status: 'unchanged', put: 0 });

    // Version 2: question a loses an option, b is gone, c has no weight, d is new.
    const version2 = version1();
    version2.questions = [
      { key: 'a', section: 's', text: 'A?', type: 'yes_no', options: [{ text: 'Sim', value: 1 }] },
      { key: 'c', section: 's', text: 'C?', type: 'numeric_input' },
      { key: 'd', section: 's', text: 'D?', type: 'slider' },
    ];
    const updated = await loadSeed(content(version2));
    expect(updated[0]).toMatchObject({ status: 'updated', deleted: 3 });
    expect(await skskeys()).toEqual([
      'META',
      `QUESTION#${diagnosticId}-a`,
      `QUESTION#${diagnosticId}-a#OPTION#001`,
      `QUESTION#${diagnosticId}-c`,
      `QUESTION#${diagnosticId}-d`,
    ]);
    const metaAfter = (await partitionItems(pk)).find((item) => item.sk === 'META')!;
    expect(metaAfter.createdAt).toBe(meta.createdAt);
    expect(metaAfter.contentHash).not.toBe(meta.contentHash);

    const { getQuestionnaire } = await import('../../functions/diagnostics/diagnostics');
    const loaded = await getQuestionnaire(diagnosticId);
    expect(loaded?.questions.map((q) => [q.id, q.orderNumber, q.weight, q.options.length])).toEqual([
      [`${diagnosticId}-a`, 10, 1, 1],
      [`${diagnosticId}-c`, 20, 1, 0],
      [`${diagnosticId}-d`, 30, 1, 0],
    ]);

    // Once an admin edits it, it is theirs: a later seed version leaves it alone.
    const { markEditedByAdmin } = await import('../../functions/admin/question-writes');
    await markEditedByAdmin(diagnosticId);
    expect((await loadSeed(content(version1())))[0]).toMatchObject({ status: 'admin-edited', put: 0 });
    expect(await skskeys()).toHaveLength(5);
  });
});
