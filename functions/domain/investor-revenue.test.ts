import { describe, expect, it } from 'vitest';
import {
  coerceMoney,
  findInvestorFinancials,
  isRevenueValid,
  marketingBudgetOrDefault,
  revenueOrDefault,
  validateRevenue,
} from './investor-revenue';

const mustBePositive = 'Faturamento deve ser maior que zero';
const tooLow = 'Faturamento muito baixo. Verifique se o valor está correto.';
const tooHigh = 'Faturamento muito alto. Verifique se o valor está em reais.';

describe('coerceMoney', () => {
  it.each([
    [15000, 15000],
    [1500.4, 1500],
    [1500.5, 1501],
    [-0.4, 0],
    [-250, -250],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NEGATIVE_INFINITY, 0],
    ['R$ 15.000', 15000],
    ['R$15000', 15000],
    ['15,000', 15000],
    ['1 500 000', 1500000],
    ['$ 2.000', 2000],
    ['€2000', 2000],
    ['  42  ', 42],
    ['-500', -500],
    // Centavos are not understood: dots and commas are both dropped (spec).
    ['R$ 1.500,50', 150050],
    ['1500.5', 15005],
    ['', 0],
    ['R$', 0],
    ['abc', 0],
    ['12abc', 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
    [{}, 0],
  ])('%j → %j', (input, expected) => {
    expect(coerceMoney(input)).toBe(expected);
  });
});

describe('validateRevenue', () => {
  it.each([
    [0, mustBePositive],
    [-5000, mustBePositive],
    ['abc', mustBePositive],
    [Number.NaN, mustBePositive],
    [null, mustBePositive],
    [1, tooLow],
    [999, tooLow],
    [999.4, tooLow],
    [999.5, null],
    [1000, null],
    ['R$ 15.000', null],
    [1_000_000_000, null],
    [1_000_000_001, tooHigh],
    ['R$ 1.500.000.000,00', tooHigh],
  ])('%j → %j', (input, expected) => {
    expect(validateRevenue(input)).toBe(expected);
    expect(isRevenueValid(input)).toBe(expected === null);
  });
});

describe('defaults', () => {
  it.each([
    [undefined, 10000, 0],
    [null, 10000, 0],
    [0, 0, 0],
    ['R$ 5.000', 5000, 5000],
    [2500.6, 2501, 2501],
  ])('found %j → revenue %j, budget %j', (found, revenue, budget) => {
    expect(revenueOrDefault(found)).toBe(revenue);
    expect(marketingBudgetOrDefault(found)).toBe(budget);
  });
});

describe('findInvestorFinancials', () => {
  const questions = [
    { id: 'q-revenue', metadata: { section: 'empresa', role: 'revenue' as const } },
    { id: 'q-budget', metadata: { section: 'empresa', role: 'marketingBudget' as const } },
    { id: 'q-other', metadata: { section: 'perfil' } },
  ];

  it.each([
    ['nothing answered → defaults', [], { revenue: 10000, marketingBudget: 0 }],
    [
      'values of the role questions',
      [
        { questionId: 'q-revenue', value: 50000, metadata: {} },
        { questionId: 'q-budget', value: 2500.4, metadata: {} },
      ],
      { revenue: 50000, marketingBudget: 2500 },
    ],
    [
      'metadata when the value is null',
      [{ questionId: 'q-revenue', value: null, metadata: { revenue: 30000, marketingBudget: 1000 } }],
      { revenue: 30000, marketingBudget: 1000 },
    ],
    [
      'metadata on any answer',
      [{ questionId: 'q-other', value: 3, metadata: { revenue: 80000 } }],
      { revenue: 80000, marketingBudget: 0 },
    ],
    [
      'the role answer wins over other metadata',
      [
        { questionId: 'q-other', value: 3, metadata: { revenue: 80000 } },
        { questionId: 'q-revenue', value: 20000, metadata: {} },
      ],
      { revenue: 20000, marketingBudget: 0 },
    ],
    [
      'a found 0 stays 0 (the screen then shows the invalid-revenue card)',
      [{ questionId: 'q-revenue', value: 0, metadata: {} }],
      { revenue: 0, marketingBudget: 0 },
    ],
  ])('%s', (_, answers, expected) => {
    expect(findInvestorFinancials(questions, answers)).toEqual(expected);
  });
});
