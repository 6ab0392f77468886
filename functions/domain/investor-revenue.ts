import type { Answer, DiagnosticQuestion } from '../contracts/diagnostics';
import { diagnosticsDomainMessages } from '../contracts/messages/diagnostics-domain';

/** Monthly revenue assumed when the investor answers carry none (spec). */
export const DEFAULT_REVENUE = 10_000;
/** Marketing budget assumed when the investor answers carry none (spec). */
export const DEFAULT_MARKETING_BUDGET = 0;
/** Below this the revenue is suspiciously low ('Faturamento muito baixo…'). */
export const MIN_PLAUSIBLE_REVENUE = 1_000;
/** Above this the revenue is suspiciously high ('Faturamento muito alto…'). */
export const MAX_PLAUSIBLE_REVENUE = 1_000_000_000;

/** 'R$', any currency sign, whitespace, dots and commas: what a money string drops before parsing. */
const moneyNoise = /R\$|[\p{Sc}\s.,]/gu;

/**
 * The spec's coercion of a money value (revenue, marketing budget) to a whole number of reais.
 *
 * - A finite number is rounded (1500.5 → 1501). NaN and ±Infinity become 0.
 * - A string drops currency symbols ('R$', '$', '€'…), whitespace, dots and commas, then is parsed:
 *   'R$ 15.000' → 15000, '1,500' → 1500, '-500' → -500. Anything else non-numeric becomes 0.
 *   Because dots and commas are both dropped, centavos are NOT understood: 'R$ 1.500,50' becomes 150050
 *   and '1500.5' becomes 15005. That is the spec's rule; forms must send numbers (in reais, no
 *   centavos), not formatted strings, when the centavos matter.
 * - Every other type (null, undefined, boolean, object) becomes 0.
 */
export function coerceMoney(input: unknown): number {
  let parsed: number;
  if (typeof input === 'number') parsed = input;
  else if (typeof input === 'string') {
    const digits = input.replace(moneyNoise, '');
    parsed = digits === '' ? 0 : Number(digits);
  } else parsed = 0;
  if (!Number.isFinite(parsed)) return 0;
  const rounded = Math.round(parsed);
  return rounded === 0 ? 0 : rounded; // never -0
}

/**
 * Null when the revenue (coerced first) is plausible, else the spec's message: not above 0, under
 * 1000, or over 1,000,000,000. Exactly 1000 and exactly 1,000,000,000 are accepted.
 */
export function validateRevenue(input: unknown): string | null {
  const revenue = coerceMoney(input);
  if (revenue <= 0) return diagnosticsDomainMessages.revenue.mustBePositive;
  if (revenue < MIN_PLAUSIBLE_REVENUE) return diagnosticsDomainMessages.revenue.tooLow;
  if (revenue > MAX_PLAUSIBLE_REVENUE) return diagnosticsDomainMessages.revenue.tooHigh;
  return null;
}

export function isRevenueValid(input: unknown): boolean {
  return validateRevenue(input) === null;
}

/** A found revenue coerced, or DEFAULT_REVENUE when none was found (null/undefined). 0 stays 0. */
export function revenueOrDefault(found: unknown): number {
  return found === null || found === undefined ? DEFAULT_REVENUE : coerceMoney(found);
}

/** A found marketing budget coerced, or DEFAULT_MARKETING_BUDGET when none was found. */
export function marketingBudgetOrDefault(found: unknown): number {
  return found === null || found === undefined ? DEFAULT_MARKETING_BUDGET : coerceMoney(found);
}

export interface InvestorFinancials {
  revenue: number;
  marketingBudget: number;
}

type FinancialAnswer = Pick<Answer, 'questionId' | 'value'> & {
  metadata?: { revenue?: unknown; marketingBudget?: unknown } | null;
};

/**
 * Revenue and marketing budget from the investor answers. For each, the first found of: the `value` of
 * the answer to the question whose metadata.role is 'revenue' / 'marketingBudget'; then that answer's
 * metadata.revenue / metadata.marketingBudget; then the same metadata key on any answer. A null value
 * (numeric input that was not a number) counts as not found. Nothing found → the spec's defaults
 * (10000 and 0).
 */
export function findInvestorFinancials(
  questions: readonly Pick<DiagnosticQuestion, 'id' | 'metadata'>[],
  answers: readonly FinancialAnswer[],
): InvestorFinancials {
  const find = (role: 'revenue' | 'marketingBudget'): unknown => {
    const roleQuestionIds = new Set(questions.filter((q) => q.metadata?.role === role).map((q) => q.id));
    const roleAnswers = answers.filter((a) => roleQuestionIds.has(a.questionId));
    const candidates = [
      ...roleAnswers.map((a) => a.value),
      ...roleAnswers.map((a) => a.metadata?.[role]),
      ...answers.map((a) => a.metadata?.[role]),
    ];
    return candidates.find((candidate) => candidate !== null && candidate !== undefined);
  };
  return {
    revenue: revenueOrDefault(find('revenue')),
    marketingBudget: marketingBudgetOrDefault(find('marketingBudget')),
  };
}

/**
 * The monthly revenue the user gave in the investor diagnostic (the revenue role's answer), whole
 * reais; undefined when it was not answered or is not above 0 (no default: a prompt states only what
 * the user said).
 */
export function answeredRevenue(
  questions: readonly Pick<DiagnosticQuestion, 'id' | 'metadata'>[],
  answers: readonly FinancialAnswer[],
): number | undefined {
  const ids = new Set(questions.filter((q) => q.metadata?.role === 'revenue').map((q) => q.id));
  const answer = answers.find((candidate) => ids.has(candidate.questionId));
  const found = answer?.value ?? answer?.metadata?.revenue;
  const revenue = found === null || found === undefined ? 0 : coerceMoney(found);
  return revenue > 0 ? revenue : undefined;
}
