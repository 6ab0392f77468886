import type {
  PerfilInvestidor,
  PerfilInvestidorModel,
} from '../../contracts/analysis-data/dossier/perfil-investidor';
import {
  allocationByChannel,
  DEFAULT_RECOMMENDATION,
  type ChannelAllocation,
} from '../../domain/investment-allocation';
import { formatMoney, formatNumber } from '../answers/answer-sheet';
import type { DossierInvestorProfile, DossierSectionInput } from '../dossier-input';
import { foldName } from './format';

/** The investor profile and the marketing investment the investor report computed. */
export interface InvestorFacts {
  profile: DossierInvestorProfile;
  /** Whether there is an investor report (else the budgets are 0 and the allocation is the default). */
  hasReport: boolean;
  revenue: number | undefined;
  /** Share of the revenue to invest in marketing (0-100). */
  marketingPercentage: number;
  currentBudget: number;
  suggestedBudget: number;
  /** How far the current budget is from the suggested one, in percent of it (negative: below). */
  differencePercent: number | undefined;
  /** The six channels, in the report's order: label, percentage (0-100) and reais per month. */
  channels: ChannelAllocation[];
}

export function investorFacts(
  input: Pick<DossierSectionInput, 'investorProfile' | 'investorReport'>,
): InvestorFacts {
  const report = input.investorReport;
  return {
    profile: input.investorProfile,
    hasReport: report !== null,
    revenue: report?.revenue,
    marketingPercentage:
      report?.allocationData.recommendation.marketingPercentage ?? DEFAULT_RECOMMENDATION.marketingPercentage,
    currentBudget: report?.marketingBudget ?? 0,
    suggestedBudget: report?.suggestedBudget ?? 0,
    differencePercent: report?.differencePercent,
    channels: report?.allocationData.channels ?? allocationByChannel(DEFAULT_RECOMMENDATION, 0),
  };
}

/** The investor facts as prompt lines. */
export function investorFactLines(facts: InvestorFacts): string[] {
  const { profile } = facts;
  const lines = [
    `- Perfil de investidor: ${profile.profile} (pontuação ${formatNumber(profile.score)} de 100, tolerância ao risco ${profile.riskTolerance}).`,
  ];
  if (profile.error) lines.push(`- Observação sobre o perfil: ${profile.error}.`);
  const channels = facts.channels
    .map(
      (channel) =>
        `${channel.label} ${formatNumber(channel.percentage)}%${channel.amount > 0 ? ` (${formatMoney(channel.amount)} por mês)` : ''}`,
    )
    .join(', ');
  if (facts.hasReport) {
    const difference = facts.differencePercent;
    lines.push(
      `- Investimento em marketing: atual ${formatMoney(facts.currentBudget)} por mês; recomendado ${formatMoney(facts.suggestedBudget)} por mês (${formatNumber(facts.marketingPercentage)}% do faturamento mensal${facts.revenue === undefined ? '' : ` de ${formatMoney(facts.revenue)}`})${
        difference === undefined || difference === 0
          ? ''
          : `; o atual está ${formatNumber(Math.abs(difference))}% ${difference < 0 ? 'abaixo' : 'acima'} do recomendado`
      }.`,
      `- Alocação recomendada da verba de marketing: ${channels}.`,
    );
  } else {
    lines.push(
      `- Sem relatório do perfil de investidor: investimento atual e recomendado não calculados (R$ 0,00); alocação de referência: ${channels}.`,
    );
  }
  return lines;
}

/** Channel names match when one, folded, contains the other ('CRM e relacionamento com clientes'). */
const sameChannel = (a: string, b: string) => {
  const [x, y] = [foldName(a), foldName(b)];
  return x !== '' && y !== '' && (x === y || x.includes(y) || y.includes(x));
};

/** Reais per month and the channel's share, when the model's text for the channel is not usable. */
const channelFallback = (channel: ChannelAllocation) =>
  `${channel.amount > 0 ? `${formatMoney(channel.amount)} por mês, ` : ''}${formatNumber(channel.percentage)}% da verba de marketing.`;

/**
 * The model's investor section with the computed classification, budgets and allocation. The channels are
 * the report's, in its order and with its percentages; each keeps the justification of the model's
 * channel of the same name, else of a model channel left unmatched (same position first), else a
 * short text of its amount and share.
 */
export function applyInvestorFacts(facts: InvestorFacts, output: PerfilInvestidorModel): PerfilInvestidor {
  const modelChannels = output.alocacao_recomendada.canais;
  const used = new Set<number>();
  const byName = facts.channels.map((channel) => {
    const index = modelChannels.findIndex(
      (candidate, position) => !used.has(position) && sameChannel(candidate.nome, channel.label),
    );
    if (index >= 0) used.add(index);
    return index;
  });
  const canais = facts.channels.map((channel, position) => {
    let index = byName[position] ?? -1;
    if (index < 0) {
      const free = (candidate: number) => candidate < modelChannels.length && !used.has(candidate);
      index = free(position) ? position : modelChannels.findIndex((_, candidate) => free(candidate));
      if (index >= 0) used.add(index);
    }
    return {
      nome: channel.label,
      porcentagem: channel.percentage,
      justificativa: modelChannels[index]?.justificativa ?? channelFallback(channel),
    };
  });
  return {
    ...output,
    classificacao: facts.profile.profile,
    investimento_atual: facts.currentBudget,
    investimento_recomendado: facts.suggestedBudget,
    alocacao_recomendada: { ...output.alocacao_recomendada, canais },
  };
}
