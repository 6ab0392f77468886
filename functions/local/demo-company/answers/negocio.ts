import { demoCompany } from '../company';
import type { DiagnosticBook } from './types';

const channelShare = Object.fromEntries(
  demoCompany.revenueByChannel.map(({ channel, share }) => [channel, share]),
);

const costs = demoCompany.monthlyCosts.reduce((sum, { amount }) => sum + amount, 0);
/** Net margin in whole %, as the slider takes it. */
const netMarginPercent = Math.round(
  (100 * (demoCompany.monthlyRevenue - costs)) / demoCompany.monthlyRevenue,
);

/**
 * Diagnóstico do Negócio: a loved product and loyal families in the south-central neighbourhoods of BH,
 * growth flat for two years, a business run on word of mouth, prices not raised for over a year.
 */
export const negocioAnswers: DiagnosticBook = {
  // A empresa
  nome_empresa: { text: demoCompany.name },
  data_fundacao: { text: demoCompany.foundedOn },
  o_que_vende: {
    text: 'Bolos, tortas e docinhos artesanais sob encomenda para as festas das famílias de Belo Horizonte, e cafés da manhã e coffee breaks para empresas da região Centro-Sul.',
  },
  setor: { choice: 'Alimentação e hospitalidade' },
  estagio: { choice: 'Estagnação — faturamento parado ou caindo há mais de um ano' },
  colaboradores: { choice: 'De 6 a 15' },

  // Clientes e cliente ideal
  tipo_cliente: { choice: 'Ambos, com predominância de consumidores finais' },
  cliente_ideal: {
    text: 'Mães e pais de 30 a 45 anos da Savassi, de Funcionários, de Lourdes e do Sion que encomendam o bolo e os docinhos dos aniversários dos filhos. Chegam por indicação de outras mães, gastam de R$ 350 a R$ 600 por festa e voltam duas ou três vezes por ano.',
  },
  dor_principal: {
    text: 'Ter um bolo de festa bonito e gostoso de verdade, feito no dia, sem o risco de atraso ou de o bolo chegar diferente do combinado justamente no aniversário.',
  },
  concentracao_clientes: { number: 18 },
  recomendacao_clientes: { number: 9 },
  recorrencia: { choice: 'Volta eventualmente, sem regularidade' },

  // Proposta de valor e diferenciação
  proposta_valor: {
    text: 'Nós ajudamos famílias e empresas de Belo Horizonte a celebrar com bolos e doces feitos no dia por meio de receitas de família, ingredientes frescos e entrega pontual, diferentemente das padarias e dos bolos de supermercado, que vendem produto industrializado e sempre igual.',
  },
  motivos_escolha: {
    choices: [
      'Qualidade superior do produto ou serviço',
      'Atendimento e relacionamento próximos',
      'Marca e reputação',
    ],
  },
  dificuldade_copia: { number: 3 },
  provas_resultado: { choice: 'Sim' },

  // Concorrência e mercado
  concorrentes: {
    text: 'Confeitaria Bela Vista — mais forte no Instagram (15 mil seguidores, contra 8,6 mil nossos) e em bolos de casamento, mas cara e com atrasos em datas cheias; Dolce Vita BH — marca conhecida e ótima em vídeo, com pouca personalização; confeiteiras que vendem de casa pelo Instagram — 30% mais baratas, sem nota fiscal nem garantia de entrega.',
  },
  rivalidade: { choice: 'Concorrência intensa — muitos players disputando os mesmos clientes' },
  poder_clientes: { choice: 'Fácil — basta procurar outro fornecedor' },
  poder_fornecedores: {
    choice: 'Médio — poucos fornecedores relevantes, troca possível com algum custo',
  },
  novos_entrantes: { choice: 'Muito fácil — exige pouco capital e pouco conhecimento' },
  substitutos: {
    text: 'Bolos de padaria e de supermercado, kits de festa prontos do atacarejo, docinhos de confeiteiras caseiras e, nas empresas, o pão de queijo com café da padaria da esquina.',
  },
  tendencias: {
    choices: [
      'Mudanças no comportamento e nos hábitos de compra dos clientes',
      'Entrada de grandes empresas ou plataformas digitais',
      'Alta de custos e pressão sobre as margens',
    ],
  },

  // Canais, funil e conteúdo
  faturamento_por_canal: { distribution: channelShare },
  ciclo_venda: { choice: 'Até 1 semana' },
  taxa_conversao: { number: 55 },
  gargalo_funil: { choice: 'Atração — pouca gente conhece a empresa' },
  conteudo_publicado: { choices: ['Posts e vídeos curtos em redes sociais'] },

  // Precificação e mensuração
  ticket_medio: { number: demoCompany.averageTicket },
  formacao_preco: { choice: 'Custo mais uma margem fixa' },
  ultimo_reajuste: { choice: 'Há mais de um ano' },
  margem_liquida: { number: netMarginPercent },
  conhece_cac: { choice: 'Não' },

  // Ambições de crescimento
  meta_faturamento: { number: demoCompany.revenueTarget },
  confianca_meta: { number: 6 },
  motor_crescimento: { choice: 'O próprio produto — o cliente experimenta, gosta e indica' },
  frentes_crescimento: {
    choices: [
      'Vender mais para os clientes atuais',
      'Lançar novos produtos ou serviços',
      'Atender um novo perfil de cliente',
      'Reajustar preços e melhorar margens',
    ],
  },
  aposta_crescimento: {
    text: 'Um plano mensal de cafés da manhã e coffee breaks para escritórios da Savassi e de Funcionários, com contrato e entrega agendada. Falta alguém para cuidar do comercial corporativo e uma produção organizada para começar às 5h sem atrasar as encomendas de festa do dia.',
  },
};
