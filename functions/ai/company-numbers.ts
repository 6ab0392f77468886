import type { InvestorReport } from '../contracts/investor';
import type { DiagnosticKind } from '../domain/core-diagnostics';
import { answeredRevenue } from '../domain/investor-revenue';
import { AnswerSheet, formatMoney, formatNumber } from './answers/answer-sheet';
import type { AnalysisInput } from './task-input';

/** The numbers the founder gave about the company, each only when answered. */
export interface CompanyNumbers {
  monthlyRevenue?: number;
  revenueGoal?: number;
  averageTicket?: number;
  netMarginPercent?: number;
  /** The team's size as the option reads ('De 6 a 15'). */
  team?: string;
  /** From the investor report, when the investor diagnostic gave the revenue. */
  marketingBudget?: number;
  suggestedMarketingBudget?: number;
}

/**
 * The company's numbers from the diagnostics' answers: the revenue the investor diagnostic gave (and
 * then the report's current and suggested marketing budgets), the business diagnostic's 12-month goal,
 * average ticket, net margin and team size. Nothing is defaulted: a number not answered is absent.
 */
export function companyNumbers(
  answers: Partial<Record<DiagnosticKind, AnalysisInput>>,
  report: InvestorReport | null,
): CompanyNumbers {
  const investor = answers.investor;
  const revenue = investor ? answeredRevenue(investor.questions, investor.answers) : undefined;
  const sheet = answers.business ? new AnswerSheet(answers.business) : undefined;
  const numbers: CompanyNumbers = {
    ...(revenue ? { monthlyRevenue: revenue } : {}),
    ...(revenue && report
      ? { marketingBudget: report.marketingBudget, suggestedMarketingBudget: report.suggestedBudget }
      : {}),
  };
  const goal = sheet?.number('meta_faturamento');
  const ticket = sheet?.number('ticket_medio');
  const margin = sheet?.number('margem_liquida');
  const team = sheet?.optionText('colaboradores');
  if (goal) numbers.revenueGoal = goal;
  if (ticket) numbers.averageTicket = ticket;
  if (margin !== undefined) numbers.netMarginPercent = margin;
  if (team) numbers.team = team;
  return numbers;
}

/** The numbers as prompt lines ('- Faturamento mensal atual: R$ 116.000,00'); [] when none was given. */
export function companyNumberLines(numbers: CompanyNumbers): string[] {
  const budgets = [
    numbers.marketingBudget !== undefined ? `hoje ${formatMoney(numbers.marketingBudget)}` : '',
    numbers.suggestedMarketingBudget !== undefined
      ? `sugerido ${formatMoney(numbers.suggestedMarketingBudget)}`
      : '',
  ].filter(Boolean);
  return [
    numbers.monthlyRevenue ? `- Faturamento mensal atual: ${formatMoney(numbers.monthlyRevenue)}.` : '',
    numbers.revenueGoal
      ? `- Meta de faturamento mensal em 12 meses: ${formatMoney(numbers.revenueGoal)}.`
      : '',
    numbers.averageTicket ? `- Ticket médio: ${formatMoney(numbers.averageTicket)}.` : '',
    numbers.netMarginPercent !== undefined
      ? `- Margem líquida: ${formatNumber(numbers.netMarginPercent)}%.`
      : '',
    budgets.length ? `- Investimento mensal em marketing: ${budgets.join('; ')}.` : '',
    numbers.team ? `- Pessoas na empresa: ${numbers.team.toLowerCase()}.` : '',
  ].filter(Boolean);
}
