import { demoCompany } from '../company';
import type { DiagnosticBook } from './types';

/**
 * Diagnóstico do Fundador: a founder who masters the product and the kitchen, works 62 hours a week
 * starting at dawn, decides by instinct and holds every decision — tired, but still confident.
 */
export const fundadorAnswers: DiagnosticBook = {
  // Ambição e objetivo de vida
  ambicao_principal: { choice: 'Sair do dia a dia e ter uma empresa que funcione sem a minha presença' },
  vida_daqui_cinco_anos: {
    text: 'Quero trabalhar no máximo 40 horas por semana, sem precisar abrir a cozinha às 5h30, e retirar R$ 18 mil por mês. Quero cuidar só da criação de receitas e das contas corporativas, e ter os sábados livres para acompanhar minha filha, que hoje só me vê cansada.',
  },
  retirada_necessaria: { number: 12_000 },
  alinhamento_vida_empresa: { number: 5 },

  // Tempo e energia disponível
  horas_semanais: { number: 62 },
  inicio_jornada: { text: '05:30' },
  distribuicao_tempo: {
    distribution: {
      'Operação e entrega ao cliente': 50,
      'Vendas e relacionamento comercial': 15,
      'Marketing e comunicação': 5,
      'Finanças e rotinas administrativas': 15,
      'Gestão e desenvolvimento de pessoas': 10,
      'Estratégia e novos projetos': 5,
    },
  },
  nivel_energia: { choice: 'Cansado na maior parte do tempo' },
  consumidores_energia: {
    choices: [
      'Apagar incêndios na operação',
      'Pressão de caixa e contas a pagar',
      'Burocracia, impostos e tarefas administrativas',
      'Conciliar a empresa com a família e a vida pessoal',
    ],
  },

  // Conhecimento e experiência
  tempo_empreendendo: { choice: 'Mais de 10 anos' },
  experiencia_setor: { choice: 'Trabalhei no setor como funcionário ou prestador de serviço' },
  competencias_dominadas: {
    choices: ['Vendas e negociação', 'Operação, processos e qualidade', 'Produto e tecnologia'],
  },
  lacuna_conhecimento: {
    text: 'Finanças e precificação: saber o custo real de cada bolo, com embalagem, perdas, entrega e a hora das confeiteiras, para definir preço com segurança. Hoje multiplico o custo dos ingredientes por três e torço para sobrar alguma coisa no fim do mês.',
  },

  // Perfil de tomada de decisão
  estilo_decisao: { choice: 'Decido rápido, com base na intuição e na experiência' },
  disc_decide_rapido: { number: 4 },
  disc_analisa_detalhes: { number: 2 },
  disc_assume_comando: { number: 4 },
  decisao_errada: { choice: 'Reconheço rápido e mudo o rumo' },
  decisao_adiada: {
    text: 'Contratar uma gerente de produção para me tirar da cozinha. Tenho medo de a qualidade dos bolos cair e de uma folha de R$ 5 mil a mais apertar um caixa que já vive no limite.',
  },

  // Motivação e resiliência
  motivacao_principal: { choice: 'Liberdade e autonomia sobre o meu tempo' },
  maior_crise: {
    text: 'Na pandemia, em 2020, as festas e os pedidos das empresas pararam e o faturamento caiu 60% em dois meses. Criei kits de bolo no pote e caixas de docinhos para entrega em casa, vendi pelo WhatsApp e pelo iFood e não demiti ninguém.',
  },
  pensou_desistir: { choice: 'Sim' },
  confianca_futuro: { number: 7 },
  disc_ambiente_estavel: { number: 3 },

  // Visão de negócio
  visao_empresa: {
    text: 'A confeitaria de festa mais lembrada de BH, com a loja da Timbiras e uma segunda cozinha com ponto de retirada no Belvedere, cerca de 25 pessoas e R$ 200 mil por mês, metade em cafés corporativos com contrato. Uma empresa tocada por uma gerente, com receitas e custos padronizados.',
  },
  prazo_visao: { text: '2029-12-31' },
  visao_compartilhada: { choice: 'Já comentei, mas de forma solta' },
  oportunidade_enxergada: {
    text: 'Os escritórios da Savassi e de Funcionários estão trocando o coffee break de padaria por cafés personalizados, com opções sem glúten, sem lactose e veganas. Quero lançar um plano mensal de cafés da manhã corporativos, com cardápio rotativo e contrato, antes que a Bela Vista perceba.',
  },

  // Estilo de liderança e gestão
  estilo_lideranca: { choice: 'Faço junto e dou o exemplo — estou na linha de frente' },
  disc_convence_pessoas: { number: 3 },
  disc_energia_pessoas: { number: 4 },
  disc_harmonia_equipe: { number: 4 },
  disc_padroes_processos: { number: 5 },
  empresa_sem_fundador: { choice: 'Não' },
  decisoes_centralizadas: {
    choices: [
      'Descontos e condições comerciais',
      'Contratações e desligamentos',
      'Compras e pagamentos',
      'Atendimento aos clientes mais importantes',
      'Definição de preços',
      'Solução de problemas técnicos ou de entrega',
    ],
  },

  // Riscos
  dependencia_renda: { number: 85 },
  folego_caixa: { choice: 'De 1 a 3 meses' },
  riscos_reconhecidos: {
    choices: [
      'Dependência de mim para vender ou entregar',
      'Caixa curto ou pouco capital de giro',
      'Pessoas-chave que podem sair a qualquer momento',
      'Minha saúde física ou mental',
    ],
  },
  maior_risco: {
    text: `Eu mesma: só eu monto os bolos decorados grandes e atendo as ${demoCompany.orders.corporate.perMonth} encomendas corporativas do mês; se eu adoecer, isso para. Comecei a ensinar a Rosângela, nossa confeiteira há oito anos, mas ela ainda não fecha um pedido de empresa sozinha.`,
  },
};
