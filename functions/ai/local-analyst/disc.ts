import type { DiscDimension } from '../../contracts/analysis-data/founder-analysis';

/** What a high score in each DISC dimension shows, and how to develop it when it is the weakest. */
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
