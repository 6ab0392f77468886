import { demoCompany } from '../company';
import type { DiagnosticBook } from './types';

/**
 * Diagnóstico do Perfil de Investidor: revenue and marketing budget from the company profile, mostly B2C,
 * a small budget spread over content and boosts, and cautious-to-balanced risk answers that score in the
 * Moderado band (see the test).
 */
export const investidorAnswers: DiagnosticBook = {
  // Faturamento e investimento atual
  faturamento_mensal: { number: demoCompany.monthlyRevenue },
  investimento_marketing: { number: demoCompany.monthlyMarketingBudget },
  tipo_negocio: { choice: 'B2C' },
  alocacao_atual: {
    distribution: {
      'Conteúdo (redes sociais, blog, vídeos, e-mail)': 53,
      'Performance (anúncios com foco em conversão)': 31,
      'Reconhecimento de marca (mídia de alcance, patrocínios)': 0,
      'Credibilidade (assessoria de imprensa, cases, prêmios, avaliações)': 0,
      'Influenciadores e parcerias': 16,
      'CRM e relacionamento com clientes': 0,
    },
  },
  historico_resultados: {
    text: 'O que mais trouxe resultado foram caixas de docinhos de cortesia para o RH de escritórios da Savassi: custaram uns R$ 800 e renderam três clientes corporativos fixos. O que mais decepciona é o impulsionamento de posts no Instagram sem público definido: R$ 600 por mês que trazem curtidas e quase nenhuma encomenda, e que sigo pagando por falta de tempo para rever.',
  },

  // Objetivos e horizonte de retorno
  objetivo_investimento: { choice: 'Crescer de forma gradual e previsível' },
  prazo_retorno: { choice: 'Em até 3 meses' },
  ritmo_crescimento: { choice: 'Acima de 10% e até 30% ao ano' },
  reinvestimento_lucro: { choice: 'Mais de 10% e até 30%' },

  // Tolerância a perdas e à incerteza
  reacao_campanha_fraca: { choice: 'Mantenho o investimento e ajusto a campanha' },
  perda_aceitavel: { choice: 'Até 5%' },
  conforto_incerteza: { number: 4 },
  marketing_na_crise: { choice: 'Cortaria pela metade ou mais' },
  reduzir_retirada: { choice: 'Não' },

  // Comportamento diante de oportunidades
  adocao_novidades: { choice: 'Testo com pouco dinheiro depois dos primeiros casos de sucesso' },
  reacao_concorrente: {
    choice: 'Reforço o relacionamento com os clientes atuais, sem aumentar a verba',
  },
  resultado_negativo_aceitavel: { number: 2 },
  apetite_risco: { choice: 'Cauteloso' },

  // Capacidade financeira
  reserva_caixa: { choice: 'De 1 a 3 meses' },
  previsibilidade_receita: { choice: 'Relativamente estável — oscila até 20%' },
  uso_credito: { choice: 'Apenas em emergências' },
};
