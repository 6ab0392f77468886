import type { SeedInvestorProfile } from './types';

/**
 * The five investor profiles. Scores are whole numbers from 0 to 100 (see the investor diagnostic); the
 * bands are contiguous and do not overlap: each starts one above the previous maxScore, the first at 0 and
 * the last ending at 100.
 *
 * Boundary rule: a score belongs to the profile with the highest minScore ≤ score (so 20 is Conservador and
 * 21 is Moderado). Because the bands are contiguous this is the same as minScore ≤ score ≤ maxScore, and it
 * also places a fractional score (e.g. 20.5) unambiguously.
 */
export const investorProfiles: SeedInvestorProfile[] = [
  {
    id: 'conservador',
    name: 'Conservador',
    description:
      'Prioriza a segurança do caixa e investe em marketing apenas no que já tem retorno comprovado. Prefere crescer devagar a correr o risco de perder dinheiro com testes, o que protege a empresa, mas pode deixar oportunidades de crescimento para a concorrência.',
    riskTolerance: 'Muito baixa',
    minScore: 0,
    maxScore: 20,
  },
  {
    id: 'moderado',
    name: 'Moderado',
    description:
      'Busca crescimento previsível com risco controlado. Concentra o investimento em canais conhecidos e relacionamento com a base de clientes, reservando uma parcela pequena para testes, sempre com metas claras de retorno.',
    riskTolerance: 'Baixa',
    minScore: 21,
    maxScore: 40,
  },
  {
    id: 'dinamico',
    name: 'Dinâmico',
    description:
      'Equilibra retorno de curto prazo e construção de marca. Aceita testar novos canais e esperar alguns meses pelo resultado, desde que os números sejam acompanhados de perto e o investimento seja ajustado com agilidade.',
    riskTolerance: 'Equilibrada',
    minScore: 41,
    maxScore: 60,
  },
  {
    id: 'arrojado',
    name: 'Arrojado',
    description:
      'Enxerga o marketing como motor de crescimento e aceita oscilações de resultado para ganhar participação de mercado. Investe uma fatia maior do faturamento, testa canais novos cedo e tolera prazos mais longos de retorno.',
    riskTolerance: 'Alta',
    minScore: 61,
    maxScore: 80,
  },
  {
    id: 'agressivo',
    name: 'Agressivo',
    description:
      'Está disposto a sacrificar lucro no curto prazo para acelerar o crescimento e liderar o mercado. Investe pesado em aquisição e em marca e aceita perdas relevantes em testes — o que exige caixa, disciplina de mensuração e limites claros de risco.',
    riskTolerance: 'Muito alta',
    minScore: 81,
    maxScore: 100,
  },
];
