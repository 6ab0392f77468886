import {
  discDimensions,
  type DiscDimension,
  type FounderProfileName,
} from '../../contracts/analysis-data/founder-analysis';
import type { AnswerSheet } from '../answers/answer-sheet';
import { average } from './signals';

export const discLabels: Record<DiscDimension, string> = {
  dominancia: 'Dominância',
  influencia: 'Influência',
  estabilidade: 'Estabilidade',
  conformidade: 'Conformidade',
};

export type DiscFractions = Record<DiscDimension, number>;

/**
 * DISC fractions (0-1, summing to 1 up to rounding) from the disc-tagged 1-5 statements: each
 * dimension's mean answer divided by the sum of the four means. Without answers, 0.25 each.
 */
export function discFractions(sheet: AnswerSheet): DiscFractions {
  const answers = sheet.disc();
  const means = discDimensions.map((dimension) => average(answers[dimension]) ?? 0);
  const total = means.reduce((sum, value) => sum + value, 0);
  const result = {} as DiscFractions;
  discDimensions.forEach((dimension, index) => {
    const value = total > 0 ? (means[index] ?? 0) / total : 0.25;
    result[dimension] = Math.round(value * 100) / 100;
  });
  return result;
}

/** The dimensions from highest to lowest (ties in D, I, S, C order). */
export function rankedDimensions(fractions: DiscFractions): DiscDimension[] {
  return [...discDimensions].sort(
    (a, b) => fractions[b] - fractions[a] || discDimensions.indexOf(a) - discDimensions.indexOf(b),
  );
}

/**
 * The founder profile from the two strongest dimensions: D with I → Visionário, D with C →
 * Estrategista; otherwise the strongest alone: D Executor, I Comunicador, S Colaborador, C Analítico.
 */
export function founderProfile(fractions: DiscFractions): FounderProfileName {
  const [first, second] = rankedDimensions(fractions);
  const pair = new Set([first, second]);
  const close = second !== undefined && first !== undefined && fractions[first] - fractions[second] <= 0.03;
  if (close && pair.has('dominancia') && pair.has('influencia')) return 'Visionário';
  if (close && pair.has('dominancia') && pair.has('conformidade')) return 'Estrategista';
  switch (first) {
    case 'dominancia':
      return 'Executor';
    case 'influencia':
      return 'Comunicador';
    case 'estabilidade':
      return 'Colaborador';
    default:
      return 'Analítico';
  }
}

export const discTraits: Record<DiscDimension, { high: string; development: string }> = {
  dominancia: {
    high: 'Orientação a resultado, decisão rápida e disposição para assumir o comando em momentos críticos.',
    development:
      'Exercitar a firmeza nas decisões difíceis: definir prazos para decidir e comunicar a escolha com clareza.',
  },
  influencia: {
    high: 'Facilidade para engajar pessoas, vender ideias e criar relacionamentos.',
    development:
      'Desenvolver a comunicação da visão: contar a história da empresa para clientes, time e parceiros.',
  },
  estabilidade: {
    high: 'Constância, lealdade ao time e preferência por um ambiente previsível e harmonioso.',
    development:
      'Ganhar conforto com a mudança: testar iniciativas pequenas e rápidas antes de buscar consenso total.',
  },
  conformidade: {
    high: 'Rigor com processos e dados, atenção aos detalhes e aversão a improviso.',
    development:
      'Apoiar as decisões em números: definir os indicadores que orientam cada escolha importante.',
  },
};
