import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { sectionAnalysis } from '../../functions/contracts/analyses';
import type { DiagnosticQuestion } from '../../functions/contracts/diagnostics';
import { messages } from '../../functions/contracts/messages';
import { groupQuestions } from '../../functions/domain/question-groups';
import { validAnswer } from './support/answers';
import { call, documents, stack } from './support/clients';
import { newTrialUser, type TestUser } from './support/payments';

const text = messages.sectionAnalysis;
const sectionPath = (sectionKey: string, resultId = 'fundador') =>
  `/api/analyses/${resultId}/sections/${encodeURIComponent(sectionKey)}`;

const save = (token: string, question: DiagnosticQuestion, body: unknown) =>
  call('PUT', `/api/diagnostics/fundador/answers/${encodeURIComponent(question.id)}`, { token, body });

/** The user's stored section analyses of the founder result, straight from the table. */
async function storedSections(user: TestUser) {
  const page = await documents.send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${user.userId}`, ':sk': 'ANALYSIS#fundador#SECTION#' },
    }),
  );
  return page.Items ?? [];
}

describe('founder per-section analysis (POST /api/analyses/{resultId}/sections/{sectionKey})', () => {
  let alice: TestUser;
  let bob: TestUser;
  let sections: ReturnType<typeof groupQuestions<DiagnosticQuestion>>;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([newTrialUser('secao-a'), newTrialUser('secao-b')]);
    const questionnaire = await call('GET', '/api/diagnostics/fundador/questionnaire', {
      token: alice.token,
    });
    sections = groupQuestions(questionnaire.body.questions as DiagnosticQuestion[]);
    expect(sections.length).toBeGreaterThan(1);
  });

  it('refuses a section that is not complete (409), an unknown section and other diagnostics (404)', async () => {
    const [first] = sections;
    const refused = await call('POST', sectionPath(first!.section), { token: alice.token });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: text.incomplete, timestamp: expect.any(String) },
    });

    // One answer short of complete is still incomplete.
    for (const question of first!.questions.slice(1)) {
      expect((await save(alice.token, question, validAnswer(question))).status).toBe(200);
    }
    expect((await call('POST', sectionPath(first!.section), { token: alice.token })).status).toBe(409);

    const unknown = await call('POST', sectionPath('nao_existe'), { token: alice.token });
    expect(unknown).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: text.sectionNotFound },
    });
    const business = await call('POST', sectionPath(first!.section, 'negocio'), { token: alice.token });
    expect(business).toMatchObject({ status: 404, body: { message: text.notAvailable } });
    expect((await call('POST', sectionPath(first!.section))).status).toBe(401);
    expect(await storedSections(alice)).toEqual([]);
  });

  it('analyses a complete section from the stored answers, keeps it and shows it with the result', async () => {
    const [first, second] = sections;
    const [question] = first!.questions;
    expect((await save(alice.token, question!, validAnswer(question!))).status).toBe(200);

    const analysed = await call('POST', sectionPath(first!.section), { token: alice.token });
    expect(analysed.status).toBe(200);
    let body = sectionAnalysis.strict().parse(analysed.body);
    expect(body).toMatchObject({ sectionKey: first!.section, generatedLocally: true });
    expect(body.analysis).toContain(`## ${first!.title}`);
    // It reads the stored answers in its own words (the chosen option, not pasted back), then a point
    // of attention and a next step; the questions are not listed back.
    const choice = first!.questions.find((candidate) => candidate.questionType === 'single_choice');
    if (choice) {
      expect(body.analysis).toContain(choice.options[0]!.text.toLowerCase().slice(0, 16));
      expect(body.analysis).not.toContain(`“${choice.options[0]!.text}”`);
    }
    for (const asked of first!.questions) expect(body.analysis).not.toContain(asked.text);
    expect(body.analysis).toContain('**Ponto de atenção.**');
    expect(body.analysis).toContain('**Próximo passo.**');

    // Asking again with the same answers returns the stored analysis (no new generation)…
    const again = await call('POST', sectionPath(first!.section), { token: alice.token });
    expect(again.body).toEqual(body);
    // …unless it is asked to be redone: a new analysis replaces it (caps: caps-reserved-before-the-call).
    const redone = await call('POST', sectionPath(first!.section), {
      token: alice.token,
      body: { redo: true },
    });
    expect(redone.status).toBe(200);
    expect(redone.body.updatedAt > body.updatedAt).toBe(true);
    body = sectionAnalysis.strict().parse(redone.body);

    // The founder questionnaire's result read carries it; the next section is still incomplete.
    const result = await call('GET', '/api/diagnostics/fundador/result', { token: alice.token });
    expect(result.body.sectionAnalyses).toEqual([body]);
    expect((await call('POST', sectionPath(second!.section), { token: alice.token })).status).toBe(409);
    const other = await call('GET', '/api/diagnostics/negocio/result', { token: alice.token });
    expect(other.body.sectionAnalyses).toEqual([]);
  });

  it('analyses again after an answer changed, reading the new answer', async () => {
    const [first] = sections;
    const open = first!.questions.find((candidate) => candidate.questionType === 'open_text');
    expect(open, 'the first founder section has an open question').toBeDefined();
    const words = 'Quero uma empresa que funcione sem mim até 2030, com R$ 30 mil por mês de retirada.';
    expect(
      (await save(alice.token, open!, { optionId: null, value: null, metadata: { text_response: words } }))
        .status,
    ).toBe(200);
    const analysed = await call('POST', sectionPath(first!.section), { token: alice.token });
    expect(analysed.status).toBe(200);
    // The new answer's figure reaches the new analysis.
    expect(analysed.body.analysis).toContain('R$ 30 mil por mês');
    const stored = await storedSections(alice);
    expect(stored.map((item) => item.sk)).toEqual([`ANALYSIS#fundador#SECTION#${first!.section}`]);
    expect(stored[0]!.analysis).toContain('R$ 30 mil por mês');
  });

  it("another user neither reads nor generates from someone else's answers", async () => {
    const [first] = sections;
    const before = await storedSections(alice);
    const refused = await call('POST', sectionPath(first!.section), { token: bob.token });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).not.toContain('Quero uma empresa');
    const result = await call('GET', '/api/diagnostics/fundador/result', { token: bob.token });
    // Bob's own result (opened now, so created empty: issue #37 item 5), nothing of Alice's.
    expect(result.body).toMatchObject({ answers: [], sectionAnalyses: [] });
    expect(result.body.result).toMatchObject({ completed: false, score: null });
    expect(JSON.stringify(result.body)).not.toContain('Quero uma empresa');
    // A body cannot name another user or another result (it may only ask for a redo).
    const smuggled = await call('POST', sectionPath(first!.section), {
      token: bob.token,
      body: { userId: alice.userId },
    });
    expect(smuggled).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect(await storedSections(bob)).toEqual([]);
    expect(await storedSections(alice)).toEqual(before);
  });

  it('resetting the founder diagnostic deletes its section analyses', async () => {
    expect((await storedSections(alice)).length).toBe(1);
    expect((await call('POST', '/api/diagnostics/fundador/reset', { token: alice.token })).status).toBe(200);
    expect(await storedSections(alice)).toEqual([]);
    const result = await call('GET', '/api/diagnostics/fundador/result', { token: alice.token });
    expect(result.body.sectionAnalyses).toEqual([]);
  });
});
