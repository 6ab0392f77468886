import type { DiagnosticBook } from './types';

/**
 * Diagnóstico do Sistema de Gestão: a mature product (recipes written down, feedback after every party)
 * beside improvised channels, funnel, pricing and measurement, and no management rituals.
 */
export const sistemaGestaoAnswers: DiagnosticBook = {
  // Clareza estratégica
  planejamento_escrito: { choice: 'Não' },
  prioridades_compartilhadas: { number: 2 },
  prioridades_12_meses: {
    text: '1) Reajustar os preços com base no custo real de cada produto; 2) contratar uma gerente de produção e sair da cozinha; 3) lançar o plano de cafés corporativos e fechar contrato com 10 empresas.',
  },
  teoria_vencer: {
    text: 'Sendo a confeitaria em que as famílias de BH confiam para o bolo da festa — receita caseira, feito no dia e entregue na hora combinada — e levando essa confiança para os cafés das empresas da região.',
  },

  // Produto
  produto_maturidade: { number: 4 },
  padronizacao_entrega: { choice: 'As etapas principais estão documentadas e são seguidas' },
  ciclo_feedback: { choice: 'Sim' },
  reclamacao_frequente: {
    text: 'Pedem para encomendar pelo site e pagar com cartão, sem trocar dezenas de mensagens no WhatsApp. Em dezembro e no Dia das Mães, reclamam que o prazo mínimo de 48 horas vira uma semana porque a agenda lota.',
  },

  // Canal
  canal_maturidade: { number: 2 },
  canais_ativos: { choices: ['Redes sociais', 'Parcerias e canais indiretos'] },
  canais_previsiveis: { choice: 'Um canal' },
  responsavel_canal: { choice: 'Não' },

  // Funil
  funil_maturidade: { number: 2 },
  registro_oportunidades: { choice: 'Não são registradas — ficam na memória ou no WhatsApp' },
  processo_comercial: { choice: 'Não' },
  follow_up: { choice: 'Fazemos contato quando alguém lembra' },

  // Precificação
  precificacao_maturidade: { number: 2 },
  margem_por_produto: { choice: 'Não' },
  politica_descontos: { choice: 'O dono aprova caso a caso' },

  // Mensuração
  mensuracao_maturidade: { number: 2 },
  indicadores_acompanhados: { choices: ['Faturamento', 'Fluxo de caixa'] },
  consolidacao_indicadores: { choice: 'Em planilhas atualizadas manualmente, quando dá tempo' },
  confianca_numeros: { number: 5 },

  // Conteúdo
  conteudo_maturidade: { number: 2 },
  frequencia_conteudo: { choice: 'Toda semana, mas sem calendário' },
  conteudo_gera_negocios: { choice: 'Sim' },

  // Rituais de gestão e capacidade de execução
  rituais_existentes: { choices: ['Nenhum ritual fixo'] },
  estrutura_lideranca: { choice: 'Há pessoas de referência, mas sem autonomia formal' },
  capacidade_execucao: { choice: 'Regular — entrega, mas com atrasos frequentes' },
  iniciativas_concluidas: { number: 30 },
  obstaculo_execucao: {
    text: 'Tudo passa por mim e o dia é engolido pela produção: quando entra uma encomenda grande, o site de pedidos e as planilhas de custo ficam para depois. Não tenho ninguém que toque os projetos enquanto estou na cozinha.',
  },
};
