import type { SeedDiagnostic, SeedOption } from '../types';

const simNao: SeedOption[] = [
  { text: 'Sim', value: 1 },
  { text: 'Não', value: 0 },
];

/**
 * Diagnóstico do Negócio: the company, its customers, value proposition, market forces, channels, funnel,
 * content, pricing and growth ambitions — what the business analysis needs for the SWOT, the five forces,
 * the ideal customer and the growth ideas. The answer to `nome_empresa` (role companyName) is the name
 * the dossier uses.
 */
export const negocio: SeedDiagnostic = {
  id: 'negocio',
  slug: 'negocio',
  title: 'Diagnóstico do Negócio',
  description:
    'Um raio-x da empresa: clientes, proposta de valor, concorrência, canais, funil, preço e ambições de crescimento. É a base da sua análise SWOT, das cinco forças de Porter e das ideias de crescimento.',
  icon: 'BarChartBig',
  sections: [
    {
      key: 'empresa',
      title: 'A empresa',
      description: 'Os dados essenciais do negócio: o que ele faz, há quanto tempo e em que momento está.',
    },
    {
      key: 'clientes',
      title: 'Clientes e cliente ideal',
      description:
        'Quem compra de você, por que compra, quanto volta a comprar e quem é o cliente que vale a pena multiplicar.',
    },
    {
      key: 'proposta_valor',
      title: 'Proposta de valor e diferenciação',
      description:
        'O que a sua empresa entrega de diferente e o quanto isso é percebido e difícil de copiar.',
    },
    {
      key: 'mercado',
      title: 'Concorrência e mercado',
      description:
        'As forças que disputam a sua margem: concorrentes, clientes, fornecedores, novos entrantes, substitutos e tendências.',
    },
    {
      key: 'canais_funil',
      title: 'Canais, funil e conteúdo',
      description: 'De onde vêm os clientes, como a venda acontece e onde as oportunidades se perdem.',
    },
    {
      key: 'preco_mensuracao',
      title: 'Precificação e mensuração',
      description:
        'Como o preço é formado, quanto sobra no fim do mês e quais números você realmente conhece.',
    },
    {
      key: 'crescimento',
      title: 'Ambições de crescimento',
      description:
        'Aonde você quer levar o negócio nos próximos 12 meses e quais apostas podem levá-lo até lá.',
    },
  ],
  questions: [
    // A empresa
    {
      key: 'nome_empresa',
      section: 'empresa',
      text: 'Qual é o nome da sua empresa?',
      type: 'open_text',
      metadata: {
        role: 'companyName',
        information:
          'Use o nome pelo qual o mercado conhece a empresa (nome fantasia). Ele aparecerá no seu dossiê estratégico.',
        placeholder: 'Ex.: Clínica Sorriso Pleno',
      },
    },
    {
      key: 'data_fundacao',
      section: 'empresa',
      text: 'Quando a empresa começou a operar?',
      type: 'date_input',
      metadata: { information: 'Se não souber o dia exato, informe o primeiro dia do mês aproximado.' },
    },
    {
      key: 'o_que_vende',
      section: 'empresa',
      text: 'Em uma frase: o que a empresa vende e para quem?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: software de agendamento e prontuário para clínicas odontológicas de pequeno porte.',
      },
    },
    {
      key: 'setor',
      section: 'empresa',
      text: 'Em qual setor a empresa atua principalmente?',
      type: 'single_choice',
      options: [
        { text: 'Indústria', value: 1 },
        { text: 'Comércio varejista', value: 2 },
        { text: 'Atacado e distribuição', value: 3 },
        { text: 'Serviços profissionais (consultoria, agência, contabilidade, engenharia)', value: 4 },
        { text: 'Tecnologia e software', value: 5 },
        { text: 'Saúde e bem-estar', value: 6 },
        { text: 'Educação', value: 7 },
        { text: 'Alimentação e hospitalidade', value: 8 },
        { text: 'Outro setor', value: 9 },
      ],
    },
    {
      key: 'estagio',
      section: 'empresa',
      text: 'Qual frase descreve melhor o momento atual da empresa?',
      type: 'single_choice',
      options: [
        { text: 'Validação — ainda buscando os primeiros clientes recorrentes', value: 1 },
        { text: 'Tração — vendas crescendo, mas processos ainda informais', value: 2 },
        { text: 'Escala — modelo validado, foco em crescer com eficiência', value: 3 },
        { text: 'Estagnação — faturamento parado ou caindo há mais de um ano', value: 4 },
        { text: 'Reinvenção — mudando o modelo, o produto ou o mercado', value: 5 },
      ],
    },
    {
      key: 'colaboradores',
      section: 'empresa',
      text: 'Quantas pessoas trabalham na empresa hoje, incluindo sócios e prestadores fixos?',
      type: 'single_choice',
      options: [
        { text: 'De 1 a 5', value: 1 },
        { text: 'De 6 a 15', value: 2 },
        { text: 'De 16 a 50', value: 3 },
        { text: 'De 51 a 200', value: 4 },
        { text: 'Mais de 200', value: 5 },
      ],
    },

    // Clientes e cliente ideal
    {
      key: 'tipo_cliente',
      section: 'clientes',
      text: 'Quem são os seus clientes?',
      type: 'single_choice',
      options: [
        { text: 'Empresas (B2B)', value: 1 },
        { text: 'Consumidores finais (B2C)', value: 2 },
        { text: 'Ambos, com predominância de empresas', value: 3 },
        { text: 'Ambos, com predominância de consumidores finais', value: 4 },
      ],
    },
    {
      key: 'cliente_ideal',
      section: 'clientes',
      text: 'Descreva o seu melhor cliente: aquele que paga bem, dá pouco trabalho e volta a comprar.',
      type: 'open_text',
      metadata: {
        bullet_points: [
          'Quem é: perfil, porte ou faixa etária, região',
          'Que problema resolve com você',
          'Como chegou até a empresa',
          'Quanto compra e com que frequência',
        ],
        placeholder:
          'Ex.: clínicas com 3 a 10 dentistas em capitais do Sudeste, insatisfeitas com o suporte do sistema atual; chegam por indicação e pagam R$ 890 por mês.',
      },
    },
    {
      key: 'dor_principal',
      section: 'clientes',
      text: 'Qual é o principal problema ou desejo que leva o cliente a procurar a sua empresa?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: perder pacientes por faltas e esquecimentos, o que deixa a agenda com buracos todos os dias.',
      },
    },
    {
      key: 'concentracao_clientes',
      section: 'clientes',
      text: 'Que percentual do faturamento vem dos seus cinco maiores clientes?',
      type: 'slider',
      metadata: {
        information:
          '0% = faturamento pulverizado · 100% = todo o faturamento vem de cinco clientes. Considere os últimos 12 meses.',
        info: 'Quanto maior a concentração, maior o poder de negociação dos clientes e o risco de perder receita de uma vez.',
      },
    },
    {
      key: 'recomendacao_clientes',
      section: 'clientes',
      text: 'Se você perguntasse hoje aos seus clientes o quanto recomendariam a empresa a um amigo ou colega, qual seria a nota média?',
      type: 'scale_1_to_10',
      metadata: { information: '1 = não recomendariam de jeito nenhum · 10 = recomendariam com certeza' },
    },
    {
      key: 'recorrencia',
      section: 'clientes',
      text: 'Com que frequência um cliente típico volta a comprar?',
      type: 'single_choice',
      options: [
        { text: 'Compra uma única vez', value: 1 },
        { text: 'Volta eventualmente, sem regularidade', value: 2 },
        { text: 'Compra de forma recorrente (todo mês ou todo trimestre)', value: 3 },
        { text: 'Paga assinatura ou tem contrato contínuo', value: 4 },
      ],
    },

    // Proposta de valor e diferenciação
    {
      key: 'proposta_valor',
      section: 'proposta_valor',
      text: 'Complete a frase: “Nós ajudamos [quem] a [resultado] por meio de [como], diferentemente de [alternativa]”.',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: Nós ajudamos clínicas odontológicas a reduzir as faltas em até 30% por meio da confirmação automática por WhatsApp, diferentemente dos sistemas tradicionais, que apenas agendam.',
      },
    },
    {
      key: 'motivos_escolha',
      section: 'proposta_valor',
      text: 'Por que os clientes escolhem a sua empresa? Marque os motivos que você ouve com frequência.',
      type: 'multiple_choice',
      options: [
        { text: 'Preço mais baixo', value: 1 },
        { text: 'Qualidade superior do produto ou serviço', value: 2 },
        { text: 'Atendimento e relacionamento próximos', value: 3 },
        { text: 'Rapidez na entrega', value: 4 },
        { text: 'Especialização em um nicho', value: 5 },
        { text: 'Marca e reputação', value: 6 },
        { text: 'Tecnologia ou método próprio', value: 7 },
        { text: 'Localização ou conveniência', value: 8 },
      ],
    },
    {
      key: 'dificuldade_copia',
      section: 'proposta_valor',
      text: 'O quanto a sua oferta é difícil de ser copiada por um concorrente?',
      type: 'scale_1_to_5',
      metadata: {
        information:
          '1 = qualquer concorrente oferece o mesmo amanhã · 5 = diferencial protegido por tecnologia, marca, contratos ou conhecimento difícil de replicar',
      },
    },
    {
      key: 'provas_resultado',
      section: 'proposta_valor',
      text: 'Você tem provas concretas do resultado que entrega, como cases com números, depoimentos ou avaliações públicas?',
      type: 'yes_no',
      options: simNao,
    },

    // Concorrência e mercado
    {
      key: 'concorrentes',
      section: 'mercado',
      text: 'Quem são os seus principais concorrentes e em que cada um é melhor ou pior do que você?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: Clínica X — preço mais baixo, atendimento fraco; Rede Y — marca forte, pouco flexível nas condições.',
        information: 'Cite de dois a cinco concorrentes diretos.',
      },
    },
    {
      key: 'rivalidade',
      section: 'mercado',
      text: 'Como é a disputa por clientes no seu mercado?',
      type: 'single_choice',
      options: [
        { text: 'Pouca concorrência — poucos players e demanda maior que a oferta', value: 1 },
        { text: 'Concorrência moderada — há espaço para se diferenciar', value: 2 },
        { text: 'Concorrência intensa — muitos players disputando os mesmos clientes', value: 3 },
        { text: 'Guerra de preços — o cliente decide quase só pelo preço', value: 4 },
      ],
    },
    {
      key: 'poder_clientes',
      section: 'mercado',
      text: 'Quão fácil é para o seu cliente trocar a sua empresa por outro fornecedor?',
      type: 'single_choice',
      options: [
        { text: 'Muito difícil — há contrato, integração ou alto custo de troca', value: 1 },
        { text: 'Possível, mas dá trabalho', value: 2 },
        { text: 'Fácil — basta procurar outro fornecedor', value: 3 },
        { text: 'Imediato — a troca não tem custo algum', value: 4 },
      ],
    },
    {
      key: 'poder_fornecedores',
      section: 'mercado',
      text: 'Qual é o grau de dependência de fornecedores ou parceiros críticos?',
      type: 'single_choice',
      options: [
        { text: 'Baixo — há vários fornecedores e a troca é simples', value: 1 },
        { text: 'Médio — poucos fornecedores relevantes, troca possível com algum custo', value: 2 },
        {
          text: 'Alto — dependo de um fornecedor ou plataforma essencial (fabricante exclusivo, marketplace, licença)',
          value: 3,
        },
      ],
    },
    {
      key: 'novos_entrantes',
      section: 'mercado',
      text: 'Quão difícil é para uma nova empresa entrar no seu mercado e disputar os seus clientes?',
      type: 'single_choice',
      options: [
        { text: 'Muito fácil — exige pouco capital e pouco conhecimento', value: 1 },
        { text: 'Moderado — exige algum investimento e experiência', value: 2 },
        { text: 'Difícil — exige capital alto, licenças, tecnologia ou marca consolidada', value: 3 },
      ],
    },
    {
      key: 'substitutos',
      section: 'mercado',
      text: 'Além dos concorrentes diretos, que outras soluções o cliente pode usar para resolver o mesmo problema?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: planilhas e agenda de papel, contratar uma secretária a mais, aplicativos gratuitos ou simplesmente não fazer nada.',
      },
    },
    {
      key: 'tendencias',
      section: 'mercado',
      text: 'Quais mudanças estão afetando o seu mercado?',
      type: 'multiple_choice',
      options: [
        { text: 'Novas tecnologias e inteligência artificial', value: 1 },
        { text: 'Mudanças em legislação, tributação ou regulação', value: 2 },
        { text: 'Mudanças no comportamento e nos hábitos de compra dos clientes', value: 3 },
        { text: 'Entrada de grandes empresas ou plataformas digitais', value: 4 },
        { text: 'Alta de custos e pressão sobre as margens', value: 5 },
        { text: 'Crescimento da demanda no segmento', value: 6 },
        { text: 'Não percebo mudanças relevantes', value: 7 },
      ],
    },

    // Canais, funil e conteúdo
    {
      key: 'faturamento_por_canal',
      section: 'canais_funil',
      text: 'Como o seu faturamento se divide entre os canais pelos quais os clientes chegam?',
      type: 'distribution',
      metadata: {
        information:
          'Distribua 100% entre os canais. Uma estimativa é suficiente; use 0% nos canais que não usa.',
        categories: [
          'Indicação e boca a boca',
          'Vendas ativas (prospecção, representantes)',
          'Anúncios pagos (Google, Meta etc.)',
          'Redes sociais e conteúdo orgânico',
          'Marketplaces e parceiros',
          'Loja física, feiras e eventos',
        ],
      },
    },
    {
      key: 'ciclo_venda',
      section: 'canais_funil',
      text: 'Quanto tempo leva, em média, do primeiro contato do cliente até o fechamento da venda?',
      type: 'single_choice',
      options: [
        { text: 'No mesmo dia', value: 1 },
        { text: 'Até 1 semana', value: 2 },
        { text: 'De 1 a 4 semanas', value: 3 },
        { text: 'De 1 a 3 meses', value: 4 },
        { text: 'Mais de 3 meses', value: 5 },
      ],
    },
    {
      key: 'taxa_conversao',
      section: 'canais_funil',
      text: 'De cada 100 contatos qualificados (pessoas ou empresas com real interesse), quantos viram clientes?',
      type: 'numeric_input',
      metadata: {
        information: 'Se você não mede, faça a melhor estimativa possível.',
        placeholder: 'Ex.: 15',
      },
    },
    {
      key: 'gargalo_funil',
      section: 'canais_funil',
      text: 'Em qual etapa você sente que mais perde clientes?',
      type: 'single_choice',
      options: [
        { text: 'Atração — pouca gente conhece a empresa', value: 1 },
        { text: 'Interesse — muitos contatos, mas pouco qualificados', value: 2 },
        { text: 'Proposta — o cliente pede orçamento e desaparece', value: 3 },
        { text: 'Fechamento — perdemos na negociação ou no preço', value: 4 },
        { text: 'Pós-venda — o cliente compra uma vez e não volta', value: 5 },
      ],
    },
    {
      key: 'conteudo_publicado',
      section: 'canais_funil',
      text: 'Quais conteúdos a empresa publica com regularidade, pelo menos uma vez por semana?',
      type: 'multiple_choice',
      options: [
        { text: 'Posts e vídeos curtos em redes sociais', value: 1 },
        { text: 'Artigos em blog ou site', value: 2 },
        { text: 'Newsletter ou e-mail marketing', value: 3 },
        { text: 'Vídeos longos ou podcast', value: 4 },
        { text: 'Materiais aprofundados (e-books, guias, webinars)', value: 5 },
        { text: 'Cases e depoimentos de clientes', value: 6 },
        { text: 'Não publicamos conteúdo com regularidade', value: 7 },
      ],
    },

    // Precificação e mensuração
    {
      key: 'ticket_medio',
      section: 'preco_mensuracao',
      text: 'Qual é o valor médio de cada venda (ticket médio), em reais?',
      type: 'numeric_input',
      metadata: {
        unit: 'BRL',
        information:
          'Faturamento do período dividido pelo número de vendas. Em contratos mensais, use o valor mensal.',
        placeholder: 'Ex.: 1500',
      },
    },
    {
      key: 'formacao_preco',
      section: 'preco_mensuracao',
      text: 'Como o preço é definido hoje?',
      type: 'single_choice',
      options: [
        { text: 'Custo mais uma margem fixa', value: 1 },
        { text: 'Com base no preço dos concorrentes', value: 2 },
        { text: 'Com base no valor percebido pelo cliente', value: 3 },
        { text: 'Sem critério definido — no feeling', value: 4 },
      ],
    },
    {
      key: 'ultimo_reajuste',
      section: 'preco_mensuracao',
      text: 'Quando foi o último reajuste de preços?',
      type: 'single_choice',
      options: [
        { text: 'Nos últimos 6 meses', value: 1 },
        { text: 'Entre 6 e 12 meses atrás', value: 2 },
        { text: 'Há mais de um ano', value: 3 },
        { text: 'Nunca reajustamos', value: 4 },
      ],
    },
    {
      key: 'margem_liquida',
      section: 'preco_mensuracao',
      text: 'Qual é, aproximadamente, a margem líquida da empresa (lucro líquido ÷ faturamento)?',
      type: 'slider',
      metadata: {
        information: '0% a 100%. Se a empresa está operando no prejuízo, marque 0%.',
        info: 'Considere os últimos 12 meses, já descontados impostos, custos, despesas e o pró-labore dos sócios.',
      },
    },
    {
      key: 'conhece_cac',
      section: 'preco_mensuracao',
      text: 'Você sabe quanto custa, em média, conquistar um novo cliente (CAC)?',
      type: 'yes_no',
      options: simNao,
      metadata: {
        info: 'CAC = tudo o que foi gasto em marketing e vendas no período ÷ número de clientes novos no mesmo período.',
      },
    },

    // Ambições de crescimento
    {
      key: 'meta_faturamento',
      section: 'crescimento',
      text: 'Qual faturamento mensal você quer atingir daqui a 12 meses, em reais?',
      type: 'numeric_input',
      metadata: {
        unit: 'BRL',
        placeholder: 'Ex.: 300000',
      },
    },
    {
      key: 'confianca_meta',
      section: 'crescimento',
      text: 'Quão confiante você está de que vai atingir essa meta?',
      type: 'scale_1_to_10',
      metadata: { information: '1 = muito improvável · 10 = praticamente garantido' },
    },
    {
      key: 'motor_crescimento',
      section: 'crescimento',
      text: 'Qual motor de crescimento você acredita que mais vai impulsionar a empresa?',
      type: 'single_choice',
      options: [
        { text: 'O próprio produto — o cliente experimenta, gosta e indica', value: 1 },
        { text: 'Time comercial — prospecção ativa e negociação', value: 2 },
        { text: 'Marketing — atrair demanda com conteúdo, anúncios e marca', value: 3 },
        { text: 'Ainda não sei', value: 4 },
      ],
    },
    {
      key: 'frentes_crescimento',
      section: 'crescimento',
      text: 'Quais frentes de crescimento você considera para os próximos 12 meses?',
      type: 'multiple_choice',
      options: [
        { text: 'Vender mais para os clientes atuais', value: 1 },
        { text: 'Conquistar novos clientes no mesmo mercado', value: 2 },
        { text: 'Entrar em novas cidades ou regiões', value: 3 },
        { text: 'Lançar novos produtos ou serviços', value: 4 },
        { text: 'Atender um novo perfil de cliente', value: 5 },
        { text: 'Reajustar preços e melhorar margens', value: 6 },
        { text: 'Parcerias e canais indiretos', value: 7 },
      ],
    },
    {
      key: 'aposta_crescimento',
      section: 'crescimento',
      text: 'Qual aposta de crescimento você acredita ter mais potencial — e o que impede a empresa de executá-la hoje?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: um plano anual com desconto para os clientes atuais; falta alguém dedicado ao pós-venda para oferecer e acompanhar.',
      },
    },
  ],
};
