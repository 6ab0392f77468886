import { describe, expect, it } from 'vitest';
import { investmentRecommendations } from '../seed/investment-recommendations';
import { buildInvestorReport } from './investor-report';
import { isScoredQuestion } from './investor-profile';
import { investorProfileRecords, investorQuestions } from './testing/investor-fixtures';

const questions = investorQuestions;
const profiles = investorProfileRecords;

/** Every risk question at its highest option (scales without options: the top of the scale). */
const maxAnswers = questions.filter(isScoredQuestion).map((q) => {
  const top = [...q.options].sort((a, b) => b.value - a.value)[0];
  return { questionId: q.id, optionId: top?.id ?? null, value: top?.value ?? 10, metadata: {} };
});
const numbers = (revenue: number, marketingBudget: number, type: 1 | 2) => [
  { questionId: 'faturamento_mensal', optionId: null, value: revenue, metadata: {} },
  { questionId: 'investimento_marketing', optionId: null, value: marketingBudget, metadata: {} },
  { questionId: 'tipo_negocio', optionId: `tipo_negocio-${type}`, value: type, metadata: {} },
];

describe('buildInvestorReport', () => {
  it('all-maximum B2C answers at R$ 1.500.000: Agressivo, 10%, R$ 150.000, −67%', () => {
    const answers = [...maxAnswers, ...numbers(1_500_000, 50_000, 2)];
    const report = buildInvestorReport('investidor', questions, answers, profiles, investmentRecommendations);
    expect(report).toMatchObject({
      resultId: 'investidor',
      profileId: 'agressivo',
      profileName: 'Agressivo',
      score: 100,
      profileError: null,
      businessType: 'B2C',
      revenue: 1_500_000,
      revenueValid: true,
      revenueMessage: null,
      marketingBudget: 50_000,
      suggestedBudget: 150_000,
      differencePercent: -67,
      allocationData: { recommendation: { source: 'band', revenueMin: 1_000_000, marketingPercentage: 10 } },
    });
    expect(report.allocationData.channels.reduce((sum, c) => sum + c.amount, 0)).toBe(150_000);
  });

  it('no recommendations loaded: the default allocation (5% of revenue)', () => {
    const answers = [...maxAnswers, ...numbers(40_000, 1_000, 1)];
    const report = buildInvestorReport('investidor', questions, answers, profiles, []);
    expect(report).toMatchObject({
      suggestedBudget: 2_000,
      differencePercent: -50,
      allocationData: { recommendation: { source: 'default', profileId: 'agressivo', businessType: 'B2B' } },
    });
    expect(report.allocationData.channels.map((c) => c.amount)).toEqual([500, 400, 400, 300, 200, 200]);
  });

  it('no profiles loaded: Moderado, score 0, its error text, and the moderado recommendation', () => {
    const report = buildInvestorReport(
      'investidor',
      questions,
      [...maxAnswers, ...numbers(85_000, 0, 1)],
      [],
      investmentRecommendations,
    );
    expect(report).toMatchObject({
      profileId: 'moderado',
      profileName: 'Moderado',
      score: 0,
      profileError: 'Erro ao calcular perfil: nenhum perfil de investidor cadastrado',
      allocationData: { recommendation: { source: 'band', profileId: 'moderado', marketingPercentage: 4.5 } },
      suggestedBudget: 3_825,
      differencePercent: -100,
    });
  });

  it.each([
    [0, 'Faturamento deve ser maior que zero'],
    [500, 'Faturamento muito baixo. Verifique se o valor está correto.'],
    [2_000_000_000, 'Faturamento muito alto. Verifique se o valor está em reais.'],
  ])('revenue %d still gives a report, flagged invalid: %s', (revenue, message) => {
    const report = buildInvestorReport(
      'investidor',
      questions,
      [...maxAnswers, ...numbers(revenue, 0, 1)],
      profiles,
      investmentRecommendations,
    );
    expect(report).toMatchObject({
      revenue,
      revenueValid: false,
      revenueMessage: message,
      profileName: 'Agressivo',
    });
  });
});
