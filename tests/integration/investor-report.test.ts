import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiagnosticQuestion, SaveAnswerRequest } from '../../functions/contracts/diagnostics';
import type { InvestorReport } from '../../functions/contracts/investor';
import { call, documents, stack } from './support/clients';
import { newTrialUser, type TestUser } from './support/payments';

const DIAGNOSTIC = 'investidor';
const SCORED = new Set(['single_choice', 'yes_no', 'scale_1_to_5', 'scale_1_to_10', 'rating_stars']);
const SCALE_RANGES: Record<string, [number, number]> = {
  scale_1_to_5: [1, 5],
  scale_1_to_10: [1, 10],
  rating_stars: [1, 5],
};

interface Profile {
  position: 'min' | 'max';
  businessType: 'B2B' | 'B2C';
  revenue: number;
  marketingBudget: number;
}

/** The answer the screen would send, with every risk question at its lowest or highest value. */
function answerFor(question: DiagnosticQuestion, profile: Profile): SaveAnswerRequest {
  const { role } = question.metadata;
  if (role === 'revenue')
    return { optionId: null, value: profile.revenue, metadata: { revenue: profile.revenue } };
  if (role === 'marketingBudget') {
    return {
      optionId: null,
      value: profile.marketingBudget,
      metadata: { marketingBudget: profile.marketingBudget },
    };
  }
  if (role === 'businessType') {
    const option = question.options.find((o) => o.text === profile.businessType)!;
    return { optionId: option.id, value: option.value, metadata: {} };
  }
  if (SCORED.has(question.questionType)) {
    if (question.options.length > 0) {
      const values = question.options.map((o) => o.value);
      const target = profile.position === 'min' ? Math.min(...values) : Math.max(...values);
      const option = question.options.find((o) => o.value === target)!;
      return { optionId: option.id, value: option.value, metadata: {} };
    }
    const [min, max] = SCALE_RANGES[question.questionType]!;
    return { optionId: null, value: profile.position === 'min' ? min : max, metadata: {} };
  }
  if (question.questionType === 'distribution') {
    const categories = question.metadata.categories ?? [];
    return {
      optionId: null,
      value: null,
      metadata: {
        distribution: categories.map((category, i) => ({ category, percentage: i === 0 ? 100 : 0 })),
      },
    };
  }
  return {
    optionId: null,
    value: null,
    metadata: { text_response: 'Google Ads trouxe clientes; a feira não.' },
  };
}

async function answerAll(user: TestUser, profile: Profile) {
  const questionnaire = await call('GET', `/api/diagnostics/${DIAGNOSTIC}/questionnaire`, {
    token: user.token,
  });
  expect(questionnaire.status).toBe(200);
  const questions: DiagnosticQuestion[] = questionnaire.body.questions;
  await Promise.all(
    questions.map(async (question) => {
      const saved = await call(
        'PUT',
        `/api/diagnostics/${DIAGNOSTIC}/answers/${encodeURIComponent(question.id)}`,
        { token: user.token, body: answerFor(question, profile) },
      );
      expect(saved.status, `${question.id}: ${JSON.stringify(saved.body)}`).toBe(200);
    }),
  );
}

async function complete(user: TestUser) {
  const completed = await call('POST', `/api/diagnostics/${DIAGNOSTIC}/complete`, { token: user.token });
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
}

const report = (user: TestUser, resultId = DIAGNOSTIC) =>
  call('GET', `/api/investor-report/${resultId}`, { token: user.token });

async function storedReport(user: TestUser): Promise<Record<string, any> | undefined> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: stack.resources.tableName,
      Key: { pk: `USER#${user.userId}`, sk: `INVESTOR#${DIAGNOSTIC}` },
    }),
  );
  return Item;
}

describe('GET /api/investor-report/{resultId}', () => {
  let conservative: TestUser;
  let aggressive: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    [conservative, aggressive, stranger] = await Promise.all([
      newTrialUser('invmin'),
      newTrialUser('invmax'),
      newTrialUser('invnone'),
    ]);
    await Promise.all([
      answerAll(conservative, {
        position: 'min',
        businessType: 'B2B',
        revenue: 85_000,
        marketingBudget: 4_000,
      }),
      answerAll(aggressive, {
        position: 'max',
        businessType: 'B2C',
        revenue: 1_500_000,
        marketingBudget: 50_000,
      }),
    ]);
  });

  it('answers 409 while the diagnostic is not completed, and writes nothing', async () => {
    const answer = await report(conservative);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Conclua o Diagnóstico do Perfil de Investidor para ver o seu relatório.',
    });
    expect(await storedReport(conservative)).toBeUndefined();
  });

  it('all-minimum answers: Conservador, score 0, the B2B 50k-200k band, R$ 2.125 suggested', async () => {
    await complete(conservative);
    const answer = await report(conservative);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = answer.body as InvestorReport;
    expect(body).toMatchObject({
      resultId: 'investidor',
      profileId: 'conservador',
      profileName: 'Conservador',
      score: 0,
      profileData: { id: 'conservador', riskTolerance: 'Muito baixa', minScore: 0, maxScore: 20 },
      profileError: null,
      businessType: 'B2B',
      revenue: 85_000,
      revenueValid: true,
      revenueMessage: null,
      marketingBudget: 4_000,
      suggestedBudget: 2_125,
      differencePercent: 88,
    });
    expect(body.allocationData.recommendation).toMatchObject({
      source: 'band',
      profileId: 'conservador',
      businessType: 'B2B',
      revenueMin: 50_000,
      revenueMax: 200_000,
      marketingPercentage: 2.5,
    });
    expect(body.allocationData.channels.map((c) => [c.label, c.percentage, c.amount])).toEqual([
      ['Conteúdo', 25, 531.25],
      ['Performance', 13, 276.25],
      ['Reconhecimento de marca', 6, 127.5],
      ['Credibilidade', 20, 425],
      ['Influenciadores e parcerias', 5, 106.25],
      ['CRM e relacionamento', 31, 658.75],
    ]);

    const stored = await storedReport(conservative);
    expect(stored).toMatchObject({
      resultId: 'investidor',
      profileId: 'conservador',
      profileName: 'Conservador',
      score: 0,
      businessType: 'B2B',
      revenue: 85_000,
      marketingBudget: 4_000,
      suggestedBudget: 2_125,
      differencePercent: 88,
      createdAt: body.createdAt,
    });

    // Reading again answers the same report without writing it (the stored item is untouched).
    const again = await report(conservative);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(body);
    expect(await storedReport(conservative)).toEqual(stored);
  });

  it('all-maximum answers: Agressivo, score 100, the B2C 1M+ band, R$ 150.000 suggested', async () => {
    expect((await report(aggressive)).status).toBe(409);
    await complete(aggressive);
    const answer = await report(aggressive);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = answer.body as InvestorReport;
    expect(body).toMatchObject({
      profileId: 'agressivo',
      profileName: 'Agressivo',
      score: 100,
      profileData: { riskTolerance: 'Muito alta', minScore: 81, maxScore: 100 },
      businessType: 'B2C',
      revenue: 1_500_000,
      revenueValid: true,
      marketingBudget: 50_000,
      suggestedBudget: 150_000,
      differencePercent: -67,
    });
    expect(body.allocationData.recommendation).toMatchObject({
      source: 'band',
      businessType: 'B2C',
      revenueMin: 1_000_000,
      revenueMax: null,
      marketingPercentage: 10,
    });
    expect(body.allocationData.channels.map((c) => c.amount)).toEqual([
      7_500, 51_000, 49_500, 7_500, 22_500, 12_000,
    ]);
  });

  it("never serves another user's report: a user without a result gets 409 and nothing of theirs", async () => {
    await expect.poll(async () => (await storedReport(conservative))?.score).toBe(0);
    const answer = await report(stranger);
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.body)).not.toContain('conservador');
    expect(await storedReport(stranger)).toBeUndefined();
  });

  it('answers 404 for a diagnostic that is not an investor one and for an unknown one', async () => {
    const founder = await report(conservative, 'fundador');
    expect(founder.status).toBe(404);
    const unknown = await report(conservative, 'nao-existe');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Diagnóstico não disponível');
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/investor-report/investidor')).status).toBe(401);
  });

  it('an implausible revenue still answers, flagged invalid with the spec message', async () => {
    await answerAll(stranger, { position: 'max', businessType: 'B2B', revenue: 20_000, marketingBudget: 0 });
    await complete(stranger);
    // The answers API refuses such a revenue now; a stored one (older data) must still give a report.
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${stranger.userId}`, sk: `ANSWER#${DIAGNOSTIC}#${DIAGNOSTIC}-faturamento_mensal` },
        UpdateExpression: 'SET #value = :revenue, #metadata.#revenue = :revenue',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#value': 'value', '#metadata': 'metadata', '#revenue': 'revenue' },
        ExpressionAttributeValues: { ':revenue': 500 },
      }),
    );
    const answer = await report(stranger);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      profileName: 'Agressivo',
      revenue: 500,
      revenueValid: false,
      revenueMessage: 'Faturamento muito baixo. Verifique se o valor está correto.',
      suggestedBudget: 70, // agressivo B2B 0-50k band: 14%
      differencePercent: -100,
    });
  });
});
