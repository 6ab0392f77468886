import type { PerfilInvestidor } from '../../../contracts/analysis-data/dossier/perfil-investidor';
import type { ChannelAllocation } from '../../../domain/investment-allocation';
import { DEFAULT_RECOMMENDATION } from '../../../domain/investment-allocation';
import { formatMoney, formatNumber, joinPt, quote } from '../../answers/answer-sheet';
import { unique } from '../signals';
import { firstText, orElse, type DossierFacts } from './facts';

/** What each channel of the allocation is for. */
const channelRoles: Record<ChannelAllocation['channel'], string> = {
  content: 'educa o cliente ideal e gera demanda orgânica que se acumula',
  performance: 'traz retorno mensurável no curto prazo com anúncios segmentados',
  awareness: 'torna a marca conhecida por quem ainda não procura a solução',
  credibility: 'transforma resultados em provas: cases, depoimentos e avaliações',
  influencers: 'empresta a confiança de parceiros e referências do setor',
  crm: 'aumenta a recompra e a indicação da base atual',
};

/** The risk each profile runs with its marketing money. */
const profileRisks: Record<string, string> = {
  Conservador: 'Investir menos do que o crescimento pede e perder espaço para concorrentes mais agressivos.',
  Moderado: 'Diluir a verba em muitas frentes e não dar tempo suficiente para nenhuma amadurecer.',
  Dinâmico: 'Trocar de canal antes de ter dados suficientes para avaliar o retorno.',
  Arrojado: 'Acelerar o investimento mais rápido do que a operação consegue atender.',
  Agressivo: 'Consumir o caixa em apostas de crescimento antes de validar o retorno de cada canal.',
};

const sum = (channels: readonly ChannelAllocation[], keys: readonly ChannelAllocation['channel'][]) =>
  channels.filter((channel) => keys.includes(channel.channel));

function roiTerm(
  channels: readonly ChannelAllocation[],
  keys: readonly ChannelAllocation['channel'][],
  when: string,
) {
  const chosen = sum(channels, keys);
  const amount = chosen.reduce((total, channel) => total + channel.amount, 0);
  return `${when}: ${joinPt(chosen.map((channel) => channel.label))} (${chosen.reduce((t, c) => t + c.percentage, 0)}% da verba${
    amount > 0 ? `, ${formatMoney(amount)} por mês` : ''
  }) ${chosen.length > 1 ? 'são os canais' : 'é o canal'} que devolvem o investimento nesse prazo.`;
}

/** Dossier section perfil_investidor: the investor profile and the report's allocation. */
export function perfilInvestidor(facts: DossierFacts): PerfilInvestidor {
  const { investorProfile: profile, investorReport: report } = facts.input;
  const sheet = facts.sheets.investor;
  const { investor } = facts.computed;
  const { channels } = investor;
  const behaviours = unique(
    (
      [
        ['Diante de uma campanha fraca', 'reacao_campanha_fraca'],
        ['Se as vendas caíssem 30%', 'marketing_na_crise'],
        ['Lucro reinvestido em crescimento', 'reinvestimento_lucro'],
        ['Objetivo com o marketing', 'objetivo_investimento'],
      ] as const
    ).flatMap(([label, key]) => {
      const answer = sheet?.optionText(key);
      return answer ? [`${label}: ${quote(answer)}.`] : [];
    }),
  );
  const reserva = sheet?.optionText('reserva_caixa');
  const difference = report?.differencePercent;
  const risks = unique([
    profileRisks[profile.profile] ??
      `Perfil ${profile.profile}: revisar o risco de cada canal antes de ampliar a verba.`,
    ...(difference !== undefined && difference < 0
      ? [
          `O investimento atual está ${Math.abs(difference)}% abaixo do sugerido: o crescimento tende a depender de indicações.`,
        ]
      : []),
    ...(difference !== undefined && difference > 0
      ? [
          `O investimento atual está ${difference}% acima do sugerido: medir o retorno de cada canal antes de ampliar.`,
        ]
      : []),
    ...(reserva ? [`Caixa disponível: ${quote(reserva)} de custos fixos.`] : []),
  ]);

  const justification = report
    ? `Com faturamento mensal de ${formatMoney(report.revenue)}, a recomendação para ${facts.nome} (perfil ${profile.profile}, ${report.businessType}) é investir ${formatNumber(report.allocationData.recommendation.marketingPercentage)}% em marketing: ${formatMoney(report.suggestedBudget)} por mês, contra ${formatMoney(report.marketingBudget)} investidos hoje.`
    : `Sem o relatório do perfil de investidor, vale a referência padrão de ${DEFAULT_RECOMMENDATION.marketingPercentage}% do faturamento em marketing; conclua o diagnóstico do investidor para calcular o valor de ${facts.nome}.`;

  return {
    classificacao: investor.profile.profile,
    descricao_perfil: [
      firstText(profile.description) ??
        `Perfil ${profile.profile}, com tolerância ao risco ${profile.riskTolerance}.`,
      ` Pontuação ${profile.score} de 100.`,
      profile.error ? ` ${profile.error}.` : '',
    ].join(''),
    comportamentos_tipicos: orElse(behaviours, `Tolerância ao risco ${profile.riskTolerance}.`),
    riscos_associados: risks,
    investimento_atual: investor.currentBudget,
    investimento_recomendado: investor.suggestedBudget,
    justificativa_investimento: justification,
    alocacao_recomendada: {
      canais: channels.map((channel) => ({
        nome: channel.label,
        porcentagem: channel.percentage,
        justificativa: `${channel.amount > 0 ? `${formatMoney(channel.amount)} por mês: ` : ''}${channelRoles[channel.channel]}.`,
      })),
    },
    roi_estimado: {
      curto: roiTerm(channels, ['performance', 'crm'], 'Até 3 meses'),
      medio: roiTerm(channels, ['content', 'credibility'], 'De 3 a 12 meses'),
      longo: roiTerm(channels, ['awareness', 'influencers'], 'Depois de 12 meses'),
    },
    benchmark_empresas: orElse(
      [
        ...(facts.sheets.business?.text('concorrentes')
          ? [
              `Concorrentes citados pelo fundador, para comparar o investimento: ${quote(facts.sheets.business.text('concorrentes') ?? '')}.`,
            ]
          : []),
        ...(report
          ? [
              `Empresas ${report.businessType} na mesma faixa de faturamento seguem a recomendação de ${formatNumber(report.allocationData.recommendation.marketingPercentage)}% em marketing.`,
            ]
          : []),
      ],
      'Comparar o investimento com duas empresas do mesmo setor e porte.',
    ),
    generatedLocally: true,
  };
}
