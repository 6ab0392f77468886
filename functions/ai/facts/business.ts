import type {
  BusinessAnalysis,
  BusinessAnalysisModel,
} from '../../contracts/analysis-data/business-analysis';
import {
  businessMaturityOf,
  maturityScales,
  type BusinessMaturityLevel,
} from '../../contracts/analysis-data/maturity-scales';
import { AnswerSheet, formatMoney, formatNumber } from '../answers/answer-sheet';
import type { AnalysisInput } from '../task-input';
import { average } from './format';
import type { TaskFacts } from './task-facts';

export type { BusinessMaturityLevel };

/** The readings of the business diagnostic, each from one answer (the question's key), in a fixed order. */
export const businessReadingLabels = {
  recomendacao_clientes: 'nota de recomendação dos clientes',
  recorrencia: 'recorrência da receita',
  dificuldade_copia: 'dificuldade de copiar a oferta',
  provas_resultado: 'provas de resultado',
  concentracao_clientes: 'pulverização da receita entre clientes',
  formacao_preco: 'critério na formação do preço',
  ultimo_reajuste: 'atualização dos preços',
  margem_liquida: 'margem líquida',
  conhece_cac: 'conhecimento do CAC',
  conteudo_publicado: 'conteúdo publicado com regularidade',
  faturamento_por_canal: 'diversificação dos canais de venda',
} as const;
export type BusinessReadingKey = keyof typeof businessReadingLabels;

/** One reading scored 0 (weak) to 1 (strong). */
export interface BusinessReading {
  key: BusinessReadingKey;
  score: number;
}

/** Score of each way of forming the price (formacao_preco's option values). */
const priceScores: Record<number, number> = { 1: 0.6, 2: 0.35, 3: 1, 4: 0 };
/** The 'no regular content' option of conteudo_publicado. */
const NO_CONTENT = 7;

/** The readings the answers allow, in businessReadingLabels' order (an unanswered question gives none). */
export function businessReadings(sheet: AnswerSheet): BusinessReading[] {
  const yesScore = (key: string) => {
    const yes = sheet.yes(key);
    return yes === undefined ? undefined : yes ? 1 : 0;
  };
  const nps = sheet.number('recomendacao_clientes');
  const copia = sheet.number('dificuldade_copia');
  const concentracao = sheet.number('concentracao_clientes');
  const preco = sheet.option('formacao_preco');
  const reajuste = sheet.optionScale('ultimo_reajuste');
  const margem = sheet.number('margem_liquida');
  const conteudo = sheet.selected('conteudo_publicado');
  const principal = sheet.distribution('faturamento_por_canal')[0];
  const scores: Record<BusinessReadingKey, number | undefined> = {
    recomendacao_clientes: nps === undefined ? undefined : (nps - 1) / 9,
    recorrencia: sheet.optionScale('recorrencia'),
    dificuldade_copia: copia === undefined ? undefined : (copia - 1) / 4,
    provas_resultado: yesScore('provas_resultado'),
    concentracao_clientes: concentracao === undefined ? undefined : 1 - concentracao / 100,
    formacao_preco: preco ? (priceScores[preco.value] ?? 0.5) : undefined,
    ultimo_reajuste: reajuste === undefined ? undefined : 1 - reajuste,
    margem_liquida: margem === undefined ? undefined : Math.min(margem / 20, 1),
    conhece_cac: yesScore('conhece_cac'),
    conteudo_publicado:
      conteudo.length === 0
        ? undefined
        : conteudo.some((option) => option.value === NO_CONTENT)
          ? 0
          : Math.min(conteudo.length / 3, 1),
    faturamento_por_canal: principal ? 1 - Math.max(0, principal.percentage - 30) / 70 : undefined,
  };
  return (Object.keys(businessReadingLabels) as BusinessReadingKey[]).flatMap((key) => {
    const score = scores[key];
    return score === undefined ? [] : [{ key, score }];
  });
}

/** The business's 3-level maturity: from the mean score of its readings (0.5 when there are none). */
export interface BusinessFacts {
  readings: BusinessReading[];
  score: number;
  /** The score as the facts show it: whole points of 100, which decide the level. */
  points: number;
  nivel: BusinessMaturityLevel;
}

export function businessFacts(sheet: AnswerSheet): BusinessFacts {
  const readings = businessReadings(sheet);
  const score = average(readings.map((reading) => reading.score)) ?? 0.5;
  const points = Math.round(score * 100);
  return { readings, score, points, nivel: businessMaturityOf(points) };
}

/** 0.554 → '55' (of 100). */
const points = (score: number) => formatNumber(Math.round(score * 100));

/** 'Maturidade do negócio (escala de 3 níveis: …): Intermediário, com 55 de 100 pontos (…).' */
export const businessMaturityText = (nivel: string, score?: number) => {
  const scale = maturityScales.business;
  return `${scale.name} (${scale.scale}): ${nivel}${score === undefined ? '' : `, com ${formatNumber(score)} de 100 pontos`} (${scale.bands}).`;
};

/** The business facts as prompt lines. */
export function businessFactLines(facts: BusinessFacts): string[] {
  const readings = facts.readings
    .map((reading) => `${businessReadingLabels[reading.key]} ${points(reading.score)}`)
    .join('; ');
  return [
    `- ${businessMaturityText(facts.nivel, facts.points)} É uma escala própria do Diagnóstico de Negócio: não a confunda com a maturidade da gestão (de 1 a 5).`,
    facts.readings.length > 0
      ? `- Pontuação de cada leitura das respostas (0 a 100): ${readings}.`
      : '- Nenhuma das respostas que pontuam a maturidade foi dada; a pontuação fica em 50.',
  ];
}

/** The growth the goal asks for, from the current revenue (x times, %, and the compound monthly %). */
export interface RevenueGoal {
  revenue?: number;
  goal?: number;
  ticket?: number;
}

const percent = (value: number) => `${formatNumber(Math.round(value * 1000) / 10)}%`;

/**
 * The current revenue (the investor diagnostic's, when answered) and the 12-month goal sized against
 * it: how many times the current revenue, the growth over the year and per month (compound), and the
 * sales a month the goal means at the average ticket. Without the revenue, the line says it is unknown.
 */
export function revenueGoalLines({ revenue, goal, ticket }: RevenueGoal): string[] {
  const lines = [
    revenue
      ? `- Faturamento mensal atual (informado no Diagnóstico do Investidor): ${formatMoney(revenue)}.`
      : '- Faturamento mensal atual: não informado (vem do Diagnóstico do Investidor, ainda não respondido); não o suponha ao comentar a meta.',
  ];
  if (goal && revenue) {
    const growth = goal / revenue - 1;
    const monthly = Math.sign(growth) * (Math.abs(goal / revenue) ** (1 / 12) - 1);
    lines.push(
      `- Meta de faturamento mensal em 12 meses: ${formatMoney(goal)}, ${formatNumber(Math.round((goal / revenue) * 10) / 10)} vez(es) o atual (${growth >= 0 ? '+' : ''}${percent(growth)} no ano, cerca de ${percent(monthly)} ao mês, composto).`,
    );
  } else if (goal) {
    lines.push(`- Meta de faturamento mensal em 12 meses: ${formatMoney(goal)}.`);
  }
  if (ticket && (goal || revenue)) {
    const sales = (amount: number) => formatNumber(Math.round(amount / ticket));
    lines.push(
      `- Ao ticket médio de ${formatMoney(ticket)}: ${[revenue ? `hoje cerca de ${sales(revenue)} vendas por mês` : '', goal ? `a meta pede cerca de ${sales(goal)} vendas por mês` : ''].filter(Boolean).join('; ')}.`,
    );
  }
  return lines;
}

const factsOf = (input: AnalysisInput) => businessFacts(new AnswerSheet(input));

const revenueGoalOf = (input: AnalysisInput): RevenueGoal => {
  const sheet = new AnswerSheet(input);
  return {
    ...(input.monthlyRevenue ? { revenue: input.monthlyRevenue } : {}),
    ...(sheet.number('meta_faturamento') ? { goal: sheet.number('meta_faturamento') } : {}),
    ...(sheet.number('ticket_medio') ? { ticket: sheet.number('ticket_medio') } : {}),
  };
};

/** business-analysis: the 3-level maturity, and the revenue and goal (text only: no output field). */
export const businessAnalysisFacts: TaskFacts<AnalysisInput, BusinessAnalysisModel, BusinessAnalysis> = {
  lines: (input) => [...businessFactLines(factsOf(input)), ...revenueGoalLines(revenueGoalOf(input))],
  apply: (input, output) => ({ ...output, nivel_de_maturidade: factsOf(input).nivel }),
};
