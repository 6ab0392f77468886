import type { PerfilInvestidor } from '../../../contracts/analysis-data/dossier/perfil-investidor';
import type { ChannelAllocation } from '../../../domain/investment-allocation';
import { DEFAULT_RECOMMENDATION } from '../../../domain/investment-allocation';
import { formatMoney, formatNumber, joinPt } from '../../answers/answer-sheet';
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

/** Investor answers (by option value) as sentences about how you act with marketing money. */
const behaviourReadings: Record<string, Record<number, string>> = {
  reacao_campanha_fraca: {
    1: 'Diante de uma campanha fraca, você encerra e volta ao que já funcionava.',
    2: 'Diante de uma campanha fraca, você pausa e só retoma com mais garantias.',
    3: 'Diante de uma campanha fraca, você mantém a verba e ajusta a campanha: paciência para aprender com o teste.',
    4: 'Diante de uma campanha fraca, você desloca a verba para os anúncios que funcionaram melhor.',
    5: 'Diante de uma campanha fraca, você dobra a aposta, por achar 30 dias pouco para avaliar.',
  },
  marketing_na_crise: {
    1: 'Numa queda de vendas, o marketing seria o primeiro corte, por inteiro.',
    2: 'Numa queda de 30% nas vendas, você cortaria o marketing pela metade ou mais: a proteção do caixa vem antes.',
    3: 'Numa queda de vendas, você manteria o marketing no mesmo valor.',
    4: 'Numa queda de vendas, você aumentaria um pouco o marketing para recuperar o ritmo.',
    5: 'Numa queda de vendas, você aumentaria o marketing para ganhar mercado.',
  },
  reinvestimento_lucro: {
    1: 'Hoje o lucro é distribuído, sem reinvestimento em crescimento.',
    2: 'Você reinveste até 10% do lucro em crescimento.',
    3: 'Você se dispõe a reinvestir de 10% a 30% do lucro em crescimento.',
    4: 'Você se dispõe a reinvestir de 30% a 60% do lucro em crescimento.',
    5: 'Você reinveste mais de 60% do lucro em crescimento.',
  },
};

/** Months of fixed costs in cash, in words, by the investor answer's value. */
const cashWords: Record<number, string> = {
  1: 'menos de um mês',
  2: 'de um a três meses',
  3: 'de três a seis meses',
  4: 'de seis a doze meses',
  5: 'mais de doze meses',
};

/** Rounds a step of the budget to R$ 50. */
const roundStep = (value: number) => Math.round(value / 50) * 50;

/**
 * The recommended budget reconciled with the margin and the cash: when the margin is thin (≤ 10%) or
 * the cash covers 3 months or less, the gap is climbed in three steps, each only after the previous one
 * pays back, with what to watch; otherwise in two steps.
 */
function budgetPlan(
  revenue: number | undefined,
  current: number,
  suggested: number,
  margin: number | undefined,
  cashValue: number | undefined,
): { text: string; risk?: string } {
  const gap = suggested - current;
  if (gap <= 0)
    return {
      text: ` O valor atual já cobre o recomendado: o ganho está em medir o retorno de cada canal e cortar o que não traz clientes.`,
    };
  const thinMargin = margin !== undefined && margin <= 10;
  const shortCash = cashValue !== undefined && cashValue <= 2;
  const profit = revenue !== undefined && margin !== undefined ? (revenue * margin) / 100 : undefined;
  const share = profit && profit > 0 ? Math.round((gap / profit) * 100) : undefined;
  const context = [
    margin !== undefined ? `margem líquida de ${formatNumber(margin)}%` : '',
    cashValue !== undefined
      ? `caixa que cobre ${cashWords[cashValue] ?? 'poucos meses'} de custos fixos`
      : '',
  ].filter(Boolean);
  if (!thinMargin && !shortCash)
    return {
      text: ` Com ${context.length > 0 ? joinPt(context) : 'a operação estável'}, dá para subir em dois passos: metade da diferença agora e o restante depois de 60 dias, se o custo por cliente novo ficar dentro do previsto.`,
    };
  const step1 = roundStep(current + gap / 3);
  const step2 = roundStep(current + (2 * gap) / 3);
  const weight =
    profit !== undefined && share !== undefined
      ? ` Com ${joinPt(context)}, o lucro mensal fica perto de ${formatMoney(profit)}, e somar ${formatMoney(gap)} de uma vez consumiria ${share > 100 ? 'mais do que todo ele' : `${share}% dele`}.`
      : ` Com ${joinPt(context)}, somar ${formatMoney(gap)} de uma vez pesaria demais no caixa.`;
  const marginLever =
    thinMargin && revenue !== undefined
      ? ` Antes do primeiro passo, revise preços: cada ponto de margem vale cerca de ${formatMoney(revenue / 100)} por mês, e é esse ganho que deve pagar os passos seguintes.`
      : '';
  return {
    text: `${weight} Por isso, suba em etapas: ${formatMoney(step1)} por mês primeiro, ${formatMoney(step2)} depois de 60 dias e ${formatMoney(suggested)} só quando os passos anteriores se pagarem. Em cada etapa, acompanhe o custo por cliente novo, o retorno por canal e o caixa: se ele cair abaixo de um mês de custos fixos, segure o próximo passo.${marginLever}`,
    risk: `Ampliar a verba mais rápido do que a margem e o caixa suportam: com ${joinPt(context)}, cada aumento precisa se pagar antes do próximo.`,
  };
}

/** The marketing goal for the next 12 months (objetivo_investimento, by value), and what it asks of the budget. */
const marketingGoals: Record<number, string> = {
  1: 'O seu objetivo para o marketing nos próximos 12 meses é manter a base de clientes sem arriscar o caixa: a verba deve ir primeiro para relacionamento e recompra.',
  2: 'O seu objetivo para o marketing nos próximos 12 meses é crescer de forma gradual e previsível: a verba deve crescer nesse mesmo ritmo, um passo por vez.',
  3: 'O seu objetivo para o marketing nos próximos 12 meses é crescer acima do mercado com risco controlado: cada aumento de verba precisa de uma meta de retorno combinada antes.',
  4: 'O seu objetivo para o marketing nos próximos 12 meses é ganhar mercado depressa: isso pede verba maior nos canais de resposta rápida e um limite claro de quanto o caixa aguenta.',
  5: 'O seu objetivo para o marketing nos próximos 12 meses é liderar o mercado ou um nicho, mesmo sacrificando lucro: decida antes por quanto tempo e até quanto o caixa banca essa aposta.',
};

/** Dossier section perfil_investidor: the investor profile, the budget reconciled with margin and cash. */
export function perfilInvestidor(facts: DossierFacts): PerfilInvestidor {
  const { investorProfile: profile, investorReport: report } = facts.input;
  const sheet = facts.sheets.investor;
  const { investor } = facts.computed;
  const { channels } = investor;
  const behaviours = unique(
    Object.entries(behaviourReadings).flatMap(([key, readings]) => {
      const value = sheet?.option(key)?.value;
      return value !== undefined && readings[value] ? [readings[value]] : [];
    }),
  );
  const objetivo = sheet?.option('objetivo_investimento');
  if (objetivo)
    behaviours.push(
      marketingGoals[objetivo.value] ??
        `O seu objetivo para o marketing nos próximos 12 meses é ${objetivo.text.charAt(0).toLowerCase()}${objetivo.text.slice(1)}: a verba deve seguir esse ritmo.`,
    );
  const cashValue =
    sheet?.option('reserva_caixa')?.value ??
    // The founder's answer has four options (1 month, 1-3, 3-6, 6+): the same scale up to 4.
    facts.sheets.founder?.option('folego_caixa')?.value;
  const margin = facts.sheets.business?.number('margem_liquida');
  const difference = report?.differencePercent;
  const plan = report
    ? budgetPlan(report.revenue, report.marketingBudget, report.suggestedBudget, margin, cashValue)
    : undefined;
  const risks = unique([
    profileRisks[profile.profile] ??
      `Perfil ${profile.profile}: revisar o risco de cada canal antes de ampliar a verba.`,
    ...(plan?.risk ? [plan.risk] : []),
    ...(difference !== undefined && difference < 0
      ? [
          `O investimento atual está ${formatNumber(Math.abs(difference))}% abaixo do recomendado: sem verba, o crescimento continua dependendo de indicações.`,
        ]
      : []),
    ...(difference !== undefined && difference > 0
      ? [
          `O investimento atual está ${formatNumber(difference)}% acima do recomendado: medir o retorno de cada canal antes de ampliar.`,
        ]
      : []),
  ]);

  const justification = report
    ? `Para um faturamento mensal de ${formatMoney(report.revenue)}, a referência para ${facts.nome} (perfil ${profile.profile}, ${report.businessType}) é investir ${formatNumber(report.allocationData.recommendation.marketingPercentage)}% em marketing: ${formatMoney(report.suggestedBudget)} por mês, contra ${formatMoney(report.marketingBudget)} hoje.${plan?.text ?? ''}`
    : `Sem o relatório do perfil de investidor, vale a referência padrão de ${DEFAULT_RECOMMENDATION.marketingPercentage}% do faturamento em marketing; conclua o diagnóstico do investidor para calcular o valor de ${facts.nome}.`;

  return {
    classificacao: investor.profile.profile,
    descricao_perfil: [
      firstText(profile.description) ??
        `Perfil ${profile.profile}, com tolerância ao risco ${profile.riskTolerance}.`,
      ` Pontuação ${formatNumber(profile.score)} de 100.`,
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
        justificativa: `${channel.amount > 0 ? `${formatMoney(channel.amount)} por mês no valor recomendado; ` : ''}${channelRoles[channel.channel]}.`,
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
              'Compare o seu investimento com o dos concorrentes que você citou no diagnóstico do negócio: onde eles anunciam, com que frequência e o que mostram.',
            ]
          : []),
        ...(report
          ? [
              `Empresas ${report.businessType} na mesma faixa de faturamento seguem a referência de ${formatNumber(report.allocationData.recommendation.marketingPercentage)}% em marketing.`,
            ]
          : []),
      ],
      'Comparar o investimento com duas empresas do mesmo setor e porte.',
    ),
    generatedLocally: true,
  };
}
