import type { DiscDimension } from '../../contracts/analysis-data/founder-analysis';

/**
 * Each DISC dimension in the analyst's words, in one place: what a high score shows, how to develop it
 * when it is the weakest, what it gives the company (dossier), the few words a summary uses, and why
 * delegating is hard when it leads.
 */
export const discTraits: Record<
  DiscDimension,
  { high: string; development: string; gives: string; inShort: string; delegationHabit: string }
> = {
  dominancia: {
    high: 'Orientação a resultado, decisão rápida e disposição para assumir o comando em momentos críticos.',
    development:
      'Exercitar a firmeza nas decisões difíceis: definir prazos para decidir e comunicar a escolha com clareza.',
    gives: 'dá rapidez para agir quando a situação aperta',
    inShort: 'decide rápido',
    delegationHabit: 'a tendência é resolver pessoalmente',
  },
  influencia: {
    high: 'Facilidade para engajar pessoas, vender ideias e criar relacionamentos.',
    development:
      'Desenvolver a comunicação da visão: contar a história da empresa para clientes, time e parceiros.',
    gives: 'abre portas com clientes e parceiros e engaja a equipe',
    inShort: 'mobiliza clientes e equipe',
    delegationHabit: 'a tendência é resolver na conversa e deixar as regras para depois',
  },
  estabilidade: {
    high: 'Constância, lealdade ao time e preferência por um ambiente previsível e harmonioso.',
    development:
      'Ganhar conforto com a mudança: testar iniciativas pequenas e rápidas antes de buscar consenso total.',
    gives: 'dá constância à operação e segura a equipe nas fases difíceis',
    inShort: 'dá constância à operação',
    delegationHabit: 'a tendência é assumir a tarefa para não sobrecarregar a equipe',
  },
  conformidade: {
    high: 'Rigor com processos e dados, atenção aos detalhes e aversão a improviso.',
    development:
      'Apoiar as decisões em números: definir os indicadores que orientam cada escolha importante.',
    gives: 'dá padrão e cuidado com os detalhes, a base de processos que funcionam sem você',
    inShort: 'dá rigor aos processos',
    delegationHabit: 'a tendência é refazer o que não saiu no seu padrão',
  },
};

/** Each DISC statement of the founder diagnostic in a few words, to contrast two answers in prose. */
export const discStatementLabels: Record<string, string> = {
  disc_decide_rapido: 'decidir rápido e corrigir a rota depois',
  disc_analisa_detalhes: 'analisar números e riscos antes de decidir',
  disc_assume_comando: 'assumir o comando quando a situação aperta',
  disc_ambiente_estavel: 'render mais com uma rotina estável',
  disc_convence_pessoas: 'convencer pessoas e gerar entusiasmo',
  disc_energia_pessoas: 'ganhar energia no contato com pessoas',
  disc_harmonia_equipe: 'manter a equipe unida e evitar conflitos',
  disc_padroes_processos: 'seguir processos e padrões à risca',
};

/** How the four shares read: the dimensions that lead, those clearly below, and whether it is balanced. */
export interface DiscReading {
  /** The dimensions that lead the profile (never "to be trained"). */
  strong: DiscDimension[];
  /** The dimensions clearly below an even split (empty when the profile is balanced). */
  weak: DiscDimension[];
  /** Under 6 points between the strongest and the weakest. */
  balanced: boolean;
}

const BALANCED_SPREAD = 0.06;

export function discReading(shares: Record<DiscDimension, number>, ranked: DiscDimension[]): DiscReading {
  const top = shares[ranked[0] ?? 'dominancia'];
  const low = shares[ranked[ranked.length - 1] ?? 'conformidade'];
  const balanced = top - low < BALANCED_SPREAD;
  const strong = ranked.filter(
    (dimension, index) =>
      index === 0 || shares[dimension] >= top - 0.03 || (index === 1 && shares[dimension] > 0.25),
  );
  const weak = balanced
    ? []
    : ranked.filter((dimension) => !strong.includes(dimension) && shares[dimension] <= 0.22);
  return { strong, weak, balanced };
}
