import { describe, expect, it } from 'vitest';
import { calculateInvestorProfileV2, isScoredQuestion, scoreRange } from './investor-profile';
import { investorProfileRecords, investorQuestions } from './testing/investor-fixtures';

const questions = investorQuestions;
const profiles = investorProfileRecords;
const scored = questions.filter(isScoredQuestion);

type Pick_ = 'min' | 'max' | 'mid';
/** An answer per scored question at its lowest / highest / middle value (option answers carry optionId). */
function answersAt(
  position: Pick_,
  extra: { questionId: string; optionId: string | null; value: number | null }[] = [],
) {
  const answers = scored.map((question) => {
    const range = scoreRange(question)!;
    const target =
      position === 'min'
        ? range.min
        : position === 'max'
          ? range.max
          : Math.floor((range.min + range.max) / 2);
    const option = question.options.find((o) => o.value === target);
    return { questionId: question.id, optionId: option?.id ?? null, value: target, metadata: {} };
  });
  return [...answers, ...extra.map((e) => ({ ...e, metadata: {} }))];
}

const numbers = [
  { questionId: 'faturamento_mensal', optionId: null, value: 85000 },
  { questionId: 'investimento_marketing', optionId: null, value: 4000 },
];

describe('calculateInvestorProfileV2 with the seeded questionnaire', () => {
  it('scores 16 risk questions (82 weighted points in all)', () => {
    expect(scored).toHaveLength(16);
    const result = calculateInvestorProfileV2(questions, answersAt('min'), profiles);
    expect(result.debug).toMatchObject({
      scoredQuestions: 16,
      answeredQuestions: 16,
      possible: 82,
      error: null,
    });
  });

  it.each([
    ['min', 0, 'Conservador', 'conservador', 'Muito baixa', 0, 20],
    // 1-5 questions at 3 (2 of 4 points × 18 weight = 36), 1-10 scale at 5 (4 of 9), yes/no at 0: 40/82.
    ['mid', 49, 'Dinâmico', 'dinamico', 'Equilibrada', 41, 60],
    ['max', 100, 'Agressivo', 'agressivo', 'Muito alta', 81, 100],
  ] as const)(
    '%s answers → score %d → %s',
    (position, score, profile, id, riskTolerance, minScore, maxScore) => {
      const result = calculateInvestorProfileV2(questions, answersAt(position, numbers), profiles);
      expect(result).toMatchObject({
        profile,
        score,
        profileData: { id, riskTolerance, minScore, maxScore },
        error: null,
        revenue: 85000,
        marketingBudget: 4000,
      });
      expect(result.profileData.description.length).toBeGreaterThan(80);
    },
  );

  it('reads the business type from the role question (option text B2B/B2C), B2B when unanswered', () => {
    const b2c = { questionId: 'tipo_negocio', optionId: 'tipo_negocio-2', value: 2 };
    expect(calculateInvestorProfileV2(questions, answersAt('min', [b2c]), profiles).businessType).toBe('B2C');
    const byValue = { ...b2c, optionId: null };
    expect(calculateInvestorProfileV2(questions, answersAt('min', [byValue]), profiles).businessType).toBe(
      'B2C',
    );
    expect(calculateInvestorProfileV2(questions, answersAt('min'), profiles).businessType).toBe('B2B');
  });

  it('uses the spec defaults for revenue (10000) and marketing budget (0) when none were answered', () => {
    const result = calculateInvestorProfileV2(questions, answersAt('max'), profiles);
    expect(result).toMatchObject({ revenue: 10000, marketingBudget: 0 });
  });

  it('weights count: moving only a weight-2 question to the top scores twice a weight-1 question', () => {
    const move = (key: string) =>
      answersAt('min').map((a) => (a.questionId === key ? { ...a, optionId: `${key}-5`, value: 5 } : a));
    const heavy = calculateInvestorProfileV2(questions, move('perda_aceitavel'), profiles).debug.achieved;
    const light = calculateInvestorProfileV2(questions, move('uso_credito'), profiles).debug.achieved;
    expect(heavy).toBe(8);
    expect(light).toBe(4);
    // round(100 × 8 / 82) = 10
    expect(calculateInvestorProfileV2(questions, move('perda_aceitavel'), profiles).score).toBe(10);
  });

  it("takes the chosen option's value over a disagreeing answer value", () => {
    const answers = answersAt('min').map((a) =>
      a.questionId === 'objetivo_investimento' ? { ...a, optionId: 'objetivo_investimento-5', value: 1 } : a,
    );
    expect(calculateInvestorProfileV2(questions, answers, profiles).debug.achieved).toBe(6);
  });
});

describe('calculateInvestorProfileV2: boundaries and rounding (one question scoring its value / 10)', () => {
  const single = [
    {
      id: 'q',
      questionType: 'single_choice',
      metadata: { section: 's' },
      weight: undefined,
      options: [0, 200, 204, 205, 210, 1000].map((value, n) => ({
        id: `q-${n}`,
        questionId: 'q',
        text: String(value),
        value,
        orderNumber: n,
      })),
    },
  ];
  it.each([
    [0, 0, 'Conservador'],
    [200, 20, 'Conservador'],
    [204, 20, 'Conservador'], // 20.4 rounds to 20
    [205, 21, 'Moderado'], // 20.5 rounds to 21
    [210, 21, 'Moderado'],
    [1000, 100, 'Agressivo'],
  ])('value %d → score %d → %s (default weight 1.0)', (value, score, profile) => {
    const result = calculateInvestorProfileV2(single, [{ questionId: 'q', optionId: null, value }], profiles);
    expect(result).toMatchObject({ score, profile });
  });
});

describe('calculateInvestorProfileV2: fallback to Moderado', () => {
  const fallback = {
    profile: 'Moderado',
    score: 0,
    profileData: { id: 'moderado', riskTolerance: 'Equilibrada', minScore: 0, maxScore: 100 },
  };
  it.each([
    ['no answers', [], profiles, 'Erro ao calcular perfil: nenhuma pergunta de perfil respondida'],
    ['no profiles', answersAt('max'), [], 'Erro ao calcular perfil: nenhum perfil de investidor cadastrado'],
    [
      'no profile for the score',
      answersAt('min'),
      profiles.filter((p) => (p.minScore ?? 0) > 0),
      'Erro ao calcular perfil: nenhum perfil para a pontuação 0',
    ],
  ])('%s', (_case, answers, catalogue, error) => {
    const result = calculateInvestorProfileV2(questions, answers, catalogue);
    expect(result).toMatchObject({ ...fallback, error, debug: { error } });
  });

  it('keeps the financials when falling back', () => {
    const result = calculateInvestorProfileV2(
      questions,
      numbers.map((n) => ({ ...n, metadata: {} })),
      profiles,
    );
    expect(result).toMatchObject({ profile: 'Moderado', score: 0, revenue: 85000, marketingBudget: 4000 });
    expect(result.profileData.description).toBe(profiles[1]!.description);
  });

  it('a questionnaire whose scored questions have no range fails (no division by zero)', () => {
    const flat = [
      { ...single0(), options: [{ id: 'o', questionId: 'q', text: 'x', value: 3, orderNumber: 1 }] },
    ];
    const result = calculateInvestorProfileV2(flat, [{ questionId: 'q', optionId: 'o', value: 3 }], profiles);
    expect(result.error).toBe('Erro ao calcular perfil: as perguntas de perfil não têm faixa de pontuação');
  });

  it('applies the spec defaults to a catalogue profile missing its risk tolerance and range', () => {
    const bare = [
      {
        profileId: 'x',
        name: 'Conservador',
        description: 'd',
        riskTolerance: '',
        minScore: null,
        maxScore: null,
      },
    ];
    const result = calculateInvestorProfileV2(questions, answersAt('max'), bare);
    expect(result).toMatchObject({
      profile: 'Conservador',
      score: 100,
      profileData: { id: 'x', riskTolerance: 'Equilibrada', minScore: 0, maxScore: 100 },
    });
  });
});

function single0() {
  return { id: 'q', questionType: 'single_choice', metadata: { section: 's' }, options: [] };
}
