/** Money in whole reais per month unless the name says otherwise. */
export interface DemoCompany {
  founder: {
    firstName: string;
    lastName: string;
    /** Chosen by the runner that creates the account. */
    email: string | null;
    age: number;
    /** What she did before opening the company. */
    background: string;
  };
  name: string;
  /** The legal name on invoices (corporate orders are invoiced). */
  legalName: string;
  sector: string;
  address: { street: string; neighbourhood: string; city: string; state: string };
  phone: string;
  website: string;
  instagram: { username: string; followers: number; competitor: string; benchmark: string };
  /** The day the shop opened (yyyy-MM-dd). */
  foundedOn: string;
  /** Founder included. */
  team: { total: number; roles: { role: string; people: number }[] };
  monthlyRevenue: number;
  /** Orders per month, by kind, with the average ticket of each. */
  orders: {
    retail: { perMonth: number; averageTicket: number };
    corporate: { perMonth: number; averageTicket: number };
  };
  /** monthlyRevenue ÷ all orders, rounded: the answer to "ticket médio". */
  averageTicket: number;
  monthlyMarketingBudget: number;
  /** Where the marketing budget goes, in reais per month (sums to monthlyMarketingBudget). */
  marketingSpend: { item: string; amount: number }[];
  /** Monthly costs, in reais (what is left is the net profit). */
  monthlyCosts: { item: string; amount: number }[];
  /** Founder's monthly pay (pró-labore), already inside monthlyCosts. */
  founderPay: number;
  /** Share of revenue per acquisition channel, in % (sums to 100). */
  revenueByChannel: { channel: string; share: number }[];
  /** Monthly revenue the founder wants in 12 months. */
  revenueTarget: number;
  products: { name: string; price: string }[];
  keyNumbers: { label: string; value: string }[];
}

/**
 * The demo company `npm start` walks through the whole journey: the bakery served as the local demo
 * website (functions/local/demo-site) and analysed in the demo Instagram records (@doceponto against
 * @confeitariabelavista). The numbers hang together: revenue = orders × ticket, costs + profit =
 * revenue, marketing ≈ 2% of revenue. Its answers to the four diagnostics are in ./answers.
 */
export const demoCompany: DemoCompany = {
  founder: {
    firstName: 'Luciana',
    lastName: 'Ferraz',
    email: null,
    age: 44,
    background:
      'Confeiteira formada pelo Senac, trabalhou seis anos na confeitaria de um hotel da Savassi antes de abrir a Doce Ponto com as receitas da avó.',
  },
  name: 'Doce Ponto Confeitaria Artesanal',
  legalName: 'Doce Ponto Confeitaria Ltda.',
  sector: 'Alimentação e hospitalidade',
  address: {
    street: 'Rua dos Timbiras, 1200',
    neighbourhood: 'Funcionários',
    city: 'Belo Horizonte',
    state: 'MG',
  },
  phone: '(31) 3333-2020',
  website: 'doceponto.com.br',
  instagram: {
    username: 'doceponto',
    followers: 8640,
    competitor: 'confeitariabelavista',
    benchmark: 'dolcevitabh',
  },
  foundedOn: '2014-08-04',
  team: {
    total: 11,
    roles: [
      { role: 'Fundadora (produção, compras, finanças e clientes corporativos)', people: 1 },
      { role: 'Confeiteiras', people: 2 },
      { role: 'Auxiliares de produção', people: 3 },
      { role: 'Atendente de balcão e WhatsApp', people: 2 },
      { role: 'Entregadores', people: 2 },
      { role: 'Auxiliar administrativa (meio período)', people: 1 },
    ],
  },
  monthlyRevenue: 95_000,
  orders: {
    retail: { perMonth: 478, averageTicket: 140 },
    corporate: { perMonth: 22, averageTicket: 1_280 },
  },
  averageTicket: 190,
  monthlyMarketingBudget: 1_900,
  marketingSpend: [
    { item: 'Social media freelancer (posts e Reels)', amount: 1_000 },
    { item: 'Impulsionamento de posts no Instagram', amount: 600 },
    { item: 'Caixas de docinhos de cortesia para influenciadoras e RHs', amount: 300 },
  ],
  monthlyCosts: [
    { item: 'Folha da equipe com encargos', amount: 33_500 },
    { item: 'Pró-labore da fundadora', amount: 9_000 },
    { item: 'Ingredientes e embalagens', amount: 27_500 },
    { item: 'Aluguel da loja e cozinha', amount: 6_500 },
    { item: 'Impostos (Simples Nacional)', amount: 6_800 },
    { item: 'Energia, gás e água', amount: 2_600 },
    { item: 'Combustível e manutenção das motos', amount: 1_300 },
    { item: 'Marketing', amount: 1_900 },
    { item: 'Taxas de cartão, iFood e sistemas', amount: 1_200 },
  ],
  founderPay: 9_000,
  revenueByChannel: [
    { channel: 'Indicação e boca a boca', share: 45 },
    { channel: 'Vendas ativas (prospecção, representantes)', share: 10 },
    { channel: 'Anúncios pagos (Google, Meta etc.)', share: 5 },
    { channel: 'Redes sociais e conteúdo orgânico', share: 15 },
    { channel: 'Marketplaces e parceiros', share: 10 },
    { channel: 'Loja física, feiras e eventos', share: 15 },
  ],
  revenueTarget: 120_000,
  products: [
    { name: 'Bolo de chocolate belga', price: 'a partir de R$ 89,00' },
    { name: 'Naked cake de morango', price: 'a partir de R$ 119,00' },
    { name: 'Docinhos finos (brigadeiro, beijinho, cajuzinho, camafeu)', price: 'caixas de 25, 50 ou 100' },
    { name: 'Cafés da manhã e coffee breaks corporativos', price: 'de 10 a 500 pessoas' },
  ],
  keyNumbers: [
    { label: 'Faturamento mensal', value: 'R$ 95 mil, estável há dois anos' },
    { label: 'Pedidos por mês', value: '500 (478 de famílias, 22 de empresas)' },
    { label: 'Margem líquida', value: 'cerca de 5%, já descontado o pró-labore' },
    { label: 'Avaliação no Google', value: '4,8 com cerca de 320 avaliações' },
    { label: 'Caixa', value: 'cerca de dois meses de custos fixos' },
    { label: 'Último reajuste de preços', value: 'março de 2025' },
  ],
};
