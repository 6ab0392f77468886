import type { SeedDiagnostic, SeedOption } from '../types';

const simNao: SeedOption[] = [
  { text: 'Sim', value: 1 },
  { text: 'Não', value: 0 },
];

/** The anchors shared by the six area-maturity questions (levels 1-5: Rudimentar … Excelência). */
const maturidadeInformation =
  '1 = não existe ou depende de improviso · 5 = estruturado, medido e melhorado continuamente';

/**
 * Diagnóstico do Sistema de Gestão: strategic clarity, the six areas of the maturity radar (Produto, Canal,
 * Funil, Precificação, Mensuração, Conteúdo — section titles are exactly the area names, each opening with
 * a 1-5 maturity question), then management rituals, indicators and execution capacity.
 */
export const sistemaGestao: SeedDiagnostic = {
  id: 'sistema-gestao',
  slug: 'sistema-gestao',
  title: 'Diagnóstico do Sistema de Gestão',
  description:
    'Avalie a maturidade da gestão em seis áreas — produto, canal, funil, precificação, mensuração e conteúdo — além da clareza estratégica, dos rituais de gestão e da capacidade de execução da equipe.',
  icon: 'Layers',
  sections: [
    {
      key: 'clareza_estrategica',
      title: 'Clareza estratégica',
      description:
        'Se todos sabem para onde a empresa vai, como ela pretende vencer e o que é prioridade agora.',
    },
    {
      key: 'produto',
      title: 'Produto',
      description:
        'Como o produto ou serviço é desenhado, padronizado e melhorado a partir do que o cliente diz.',
    },
    {
      key: 'canal',
      title: 'Canal',
      description: 'Os caminhos pelos quais novos clientes chegam e o quanto eles são previsíveis.',
    },
    {
      key: 'funil',
      title: 'Funil',
      description: 'O processo que transforma um contato em cliente: etapas, registro e acompanhamento.',
    },
    {
      key: 'precificacao',
      title: 'Precificação',
      description: 'Como preços, margens e descontos são definidos e controlados.',
    },
    {
      key: 'mensuracao',
      title: 'Mensuração',
      description:
        'Os indicadores que a empresa acompanha, como eles são consolidados e o quanto orientam as decisões.',
    },
    {
      key: 'conteudo',
      title: 'Conteúdo',
      description: 'O conteúdo que a empresa produz para atrair, educar e convencer o cliente ideal.',
    },
    {
      key: 'rituais_execucao',
      title: 'Rituais de gestão e capacidade de execução',
      description:
        'A cadência de reuniões, a estrutura de liderança e a capacidade de transformar planos em entregas.',
    },
  ],
  questions: [
    // Clareza estratégica
    {
      key: 'planejamento_escrito',
      section: 'clareza_estrategica',
      text: 'A empresa tem visão de longo prazo, metas anuais e prioridades registradas em um documento que a equipe conhece?',
      type: 'yes_no',
      options: simNao,
    },
    {
      key: 'prioridades_compartilhadas',
      section: 'clareza_estrategica',
      text: 'Se você perguntasse a cada pessoa da equipe quais são as três prioridades da empresa neste ano, o quanto as respostas coincidiriam?',
      type: 'scale_1_to_5',
      metadata: {
        information: '1 = ninguém saberia responder · 5 = todos citariam as mesmas três prioridades',
      },
    },
    {
      key: 'prioridades_12_meses',
      section: 'clareza_estrategica',
      text: 'Quais são as três prioridades da empresa para os próximos 12 meses?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: 1) estruturar o time comercial; 2) lançar o plano anual; 3) reduzir a inadimplência para menos de 3%.',
      },
    },
    {
      key: 'teoria_vencer',
      section: 'clareza_estrategica',
      text: 'Em uma frase: como a sua empresa vai vencer a concorrência nos próximos anos?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: sendo a opção de implantação mais rápida para clínicas pequenas, com suporte humano em até 15 minutos.',
        info: 'É a sua “teoria de como vencer”: a escolha que explica por que o cliente vai preferir você.',
      },
    },

    // Produto
    {
      key: 'produto_maturidade',
      section: 'produto',
      text: 'Qual é o nível de maturidade da gestão do seu produto ou serviço?',
      type: 'scale_1_to_5',
      metadata: {
        information: maturidadeInformation,
        bullet_points: [
          '1 — Rudimentar: cada entrega sai de um jeito, sem padrão',
          '2 — Básico: há um jeito comum de fazer, mas depende de quem executa',
          '3 — Intermediário: etapas principais documentadas e seguidas',
          '4 — Avançado: qualidade medida e melhorias feitas com base no cliente',
          '5 — Excelência: evolução contínua do portfólio guiada por dados e por estratégia',
        ],
      },
    },
    {
      key: 'padronizacao_entrega',
      section: 'produto',
      text: 'Como a entrega do produto ou serviço está padronizada hoje?',
      type: 'single_choice',
      options: [
        { text: 'Cada entrega é feita de um jeito, depende de quem executa', value: 1 },
        { text: 'Existe um jeito comum de fazer, mas não está documentado', value: 2 },
        { text: 'As etapas principais estão documentadas e são seguidas', value: 3 },
        { text: 'Processos documentados, medidos e melhorados com base em dados', value: 4 },
      ],
    },
    {
      key: 'ciclo_feedback',
      section: 'produto',
      text: 'Existe um processo regular para coletar a opinião dos clientes e transformá-la em melhorias no produto ou serviço?',
      type: 'yes_no',
      options: simNao,
    },
    {
      key: 'reclamacao_frequente',
      section: 'produto',
      text: 'Qual é a reclamação ou o pedido mais frequente dos clientes sobre o que vocês entregam?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: o prazo de implantação passa de 30 dias; pedem integração com o sistema de cobrança.',
      },
    },

    // Canal
    {
      key: 'canal_maturidade',
      section: 'canal',
      text: 'Qual é o nível de maturidade dos seus canais de aquisição de clientes?',
      type: 'scale_1_to_5',
      metadata: {
        information: maturidadeInformation,
        bullet_points: [
          '1 — Rudimentar: os clientes chegam por acaso ou só por indicação espontânea',
          '2 — Básico: um canal ativo, operado sem rotina nem meta',
          '3 — Intermediário: canais definidos, com responsável e meta',
          '4 — Avançado: vários canais previsíveis, com custo por cliente conhecido',
          '5 — Excelência: mix de canais otimizado continuamente pelo retorno de cada um',
        ],
      },
    },
    {
      key: 'canais_ativos',
      section: 'canal',
      text: 'Quais canais de aquisição a empresa opera de forma ativa e contínua?',
      type: 'multiple_choice',
      options: [
        { text: 'Programa de indicação estruturado', value: 1 },
        { text: 'Prospecção ativa (outbound)', value: 2 },
        { text: 'Anúncios pagos', value: 3 },
        { text: 'SEO e conteúdo orgânico', value: 4 },
        { text: 'Redes sociais', value: 5 },
        { text: 'Marketplaces', value: 6 },
        { text: 'Parcerias e canais indiretos', value: 7 },
        { text: 'Feiras e eventos', value: 8 },
      ],
      metadata: { information: 'Considere apenas os canais trabalhados todo mês, não ações pontuais.' },
    },
    {
      key: 'canais_previsiveis',
      section: 'canal',
      text: 'Quantos canais geram novos clientes de forma previsível, mês após mês?',
      type: 'single_choice',
      options: [
        { text: 'Nenhum — as vendas dependem de indicações espontâneas', value: 1 },
        { text: 'Um canal', value: 2 },
        { text: 'Dois canais', value: 3 },
        { text: 'Três ou mais canais', value: 4 },
      ],
    },
    {
      key: 'responsavel_canal',
      section: 'canal',
      text: 'Cada canal ativo tem um responsável com meta própria?',
      type: 'yes_no',
      options: simNao,
    },

    // Funil
    {
      key: 'funil_maturidade',
      section: 'funil',
      text: 'Qual é o nível de maturidade do seu funil de vendas?',
      type: 'scale_1_to_5',
      metadata: {
        information: maturidadeInformation,
        bullet_points: [
          '1 — Rudimentar: não há etapas definidas; cada venda é conduzida de um jeito',
          '2 — Básico: etapas informais, acompanhadas de memória ou em planilha',
          '3 — Intermediário: etapas definidas e registradas em CRM',
          '4 — Avançado: taxas de conversão por etapa medidas e metas por etapa',
          '5 — Excelência: funil previsível, com gargalos tratados continuamente',
        ],
      },
    },
    {
      key: 'registro_oportunidades',
      section: 'funil',
      text: 'Onde as oportunidades de venda são registradas?',
      type: 'single_choice',
      options: [
        { text: 'Não são registradas — ficam na memória ou no WhatsApp', value: 1 },
        { text: 'Em planilhas', value: 2 },
        { text: 'Em um CRM usado apenas por parte da equipe', value: 3 },
        { text: 'Em um CRM usado por toda a equipe, com etapas definidas', value: 4 },
      ],
    },
    {
      key: 'processo_comercial',
      section: 'funil',
      text: 'Existe um processo comercial documentado, com etapas, critérios de avanço e roteiros de abordagem?',
      type: 'yes_no',
      options: simNao,
    },
    {
      key: 'follow_up',
      section: 'funil',
      text: 'O que acontece quando um cliente recebe uma proposta e não responde?',
      type: 'single_choice',
      options: [
        { text: 'Nada — esperamos o cliente voltar', value: 1 },
        { text: 'Fazemos contato quando alguém lembra', value: 2 },
        { text: 'Há follow-up com prazos definidos', value: 3 },
        { text: 'Há uma cadência de follow-up automatizada e registrada no CRM', value: 4 },
      ],
    },

    // Precificação
    {
      key: 'precificacao_maturidade',
      section: 'precificacao',
      text: 'Qual é o nível de maturidade da sua gestão de preços?',
      type: 'scale_1_to_5',
      metadata: {
        information: maturidadeInformation,
        bullet_points: [
          '1 — Rudimentar: preço definido por intuição ou copiado do concorrente',
          '2 — Básico: preço calculado sobre o custo, sem revisão periódica',
          '3 — Intermediário: margem por produto conhecida e reajustes periódicos',
          '4 — Avançado: preço baseado em valor percebido e política de descontos controlada',
          '5 — Excelência: preços testados e otimizados por segmento, com impacto na margem monitorado',
        ],
      },
    },
    {
      key: 'margem_por_produto',
      section: 'precificacao',
      text: 'Você conhece a margem de contribuição de cada produto ou serviço que vende?',
      type: 'yes_no',
      options: simNao,
      metadata: {
        info: 'Margem de contribuição = preço de venda − custos e despesas variáveis (impostos, comissões, insumos, frete).',
      },
    },
    {
      key: 'politica_descontos',
      section: 'precificacao',
      text: 'Como funcionam os descontos na empresa?',
      type: 'single_choice',
      options: [
        { text: 'Cada vendedor decide na hora', value: 1 },
        { text: 'O dono aprova caso a caso', value: 2 },
        { text: 'Há uma política de descontos com limites definidos', value: 3 },
        { text: 'Há política definida e o impacto dos descontos na margem é acompanhado', value: 4 },
      ],
    },

    // Mensuração
    {
      key: 'mensuracao_maturidade',
      section: 'mensuracao',
      text: 'Qual é o nível de maturidade da mensuração de resultados na empresa?',
      type: 'scale_1_to_5',
      metadata: {
        information: maturidadeInformation,
        bullet_points: [
          '1 — Rudimentar: só se olha o saldo da conta bancária',
          '2 — Básico: faturamento e despesas acompanhados, sem metas',
          '3 — Intermediário: indicadores definidos, com metas e acompanhamento mensal',
          '4 — Avançado: painel atualizado e indicadores que orientam as decisões',
          '5 — Excelência: indicadores de ponta a ponta, com metas desdobradas por área e pessoa',
        ],
      },
    },
    {
      key: 'indicadores_acompanhados',
      section: 'mensuracao',
      text: 'Quais indicadores são acompanhados pelo menos uma vez por mês?',
      type: 'multiple_choice',
      options: [
        { text: 'Faturamento', value: 1 },
        { text: 'Margem de lucro', value: 2 },
        { text: 'Fluxo de caixa', value: 3 },
        { text: 'Custo de aquisição de cliente (CAC)', value: 4 },
        { text: 'Valor do cliente ao longo do tempo (LTV)', value: 5 },
        { text: 'Taxa de conversão do funil', value: 6 },
        { text: 'Cancelamentos ou perda de clientes (churn)', value: 7 },
        { text: 'Satisfação do cliente (NPS ou similar)', value: 8 },
        { text: 'Produtividade da equipe', value: 9 },
      ],
    },
    {
      key: 'consolidacao_indicadores',
      section: 'mensuracao',
      text: 'Como os indicadores são consolidados?',
      type: 'single_choice',
      options: [
        { text: 'Não são consolidados', value: 1 },
        { text: 'Em planilhas atualizadas manualmente, quando dá tempo', value: 2 },
        { text: 'Em planilha ou painel atualizado em data fixa', value: 3 },
        { text: 'Em um painel automatizado, acessível à equipe', value: 4 },
      ],
    },
    {
      key: 'confianca_numeros',
      section: 'mensuracao',
      text: 'Quanto você confia nos números da empresa na hora de tomar uma decisão?',
      type: 'scale_1_to_10',
      metadata: {
        information: '1 = não confio, os números não batem · 10 = confio plenamente e decido com base neles',
      },
    },

    // Conteúdo
    {
      key: 'conteudo_maturidade',
      section: 'conteudo',
      text: 'Qual é o nível de maturidade da produção de conteúdo da empresa?',
      type: 'scale_1_to_5',
      metadata: {
        information: maturidadeInformation,
        bullet_points: [
          '1 — Rudimentar: não há produção de conteúdo',
          '2 — Básico: publicações esporádicas, sem tema nem objetivo definidos',
          '3 — Intermediário: calendário editorial e frequência definidos',
          '4 — Avançado: conteúdo pensado para cada etapa do funil, com resultados medidos',
          '5 — Excelência: conteúdo é um canal de aquisição previsível e uma referência no setor',
        ],
      },
    },
    {
      key: 'frequencia_conteudo',
      section: 'conteudo',
      text: 'Com que frequência a empresa publica conteúdo relevante para o cliente ideal?',
      type: 'single_choice',
      options: [
        { text: 'Não publica', value: 1 },
        { text: 'De forma esporádica', value: 2 },
        { text: 'Toda semana, mas sem calendário', value: 3 },
        { text: 'Com calendário editorial e frequência definida', value: 4 },
      ],
    },
    {
      key: 'conteudo_gera_negocios',
      section: 'conteudo',
      text: 'Você consegue identificar clientes ou oportunidades que chegaram por causa do conteúdo publicado?',
      type: 'yes_no',
      options: simNao,
    },

    // Rituais de gestão e capacidade de execução
    {
      key: 'rituais_existentes',
      section: 'rituais_execucao',
      text: 'Quais rituais de gestão acontecem com regularidade na empresa?',
      type: 'multiple_choice',
      options: [
        { text: 'Reunião semanal de acompanhamento de metas', value: 1 },
        { text: 'Reunião mensal de resultados (financeiro e comercial)', value: 2 },
        { text: 'Reuniões individuais (1:1) com os líderes', value: 3 },
        { text: 'Revisão trimestral de estratégia e prioridades', value: 4 },
        { text: 'Planejamento anual ou semestral', value: 5 },
        { text: 'Nenhum ritual fixo', value: 6 },
      ],
    },
    {
      key: 'estrutura_lideranca',
      section: 'rituais_execucao',
      text: 'Como está a estrutura de liderança abaixo dos sócios?',
      type: 'single_choice',
      options: [
        { text: 'Não há líderes — tudo se reporta diretamente aos sócios', value: 1 },
        { text: 'Há pessoas de referência, mas sem autonomia formal', value: 2 },
        { text: 'Há líderes em algumas áreas', value: 3 },
        { text: 'Todas as áreas-chave têm líderes com metas e autonomia', value: 4 },
      ],
    },
    {
      key: 'capacidade_execucao',
      section: 'rituais_execucao',
      text: 'Como você avalia a capacidade da equipe de executar o que foi planejado, no prazo e com qualidade?',
      type: 'rating_stars',
      options: [
        { text: 'Muito baixa — quase nada sai do papel', value: 1 },
        { text: 'Baixa — só anda com cobrança constante', value: 2 },
        { text: 'Regular — entrega, mas com atrasos frequentes', value: 3 },
        { text: 'Boa — a maioria das entregas sai no prazo', value: 4 },
        { text: 'Excelente — o planejado é entregue com consistência', value: 5 },
      ],
      metadata: {
        information:
          '1 estrela = quase nada sai do papel · 5 estrelas = o planejado é entregue com consistência',
      },
    },
    {
      key: 'iniciativas_concluidas',
      section: 'rituais_execucao',
      text: 'Dos projetos e iniciativas planejados nos últimos seis meses, que percentual foi de fato concluído?',
      type: 'slider',
      metadata: { information: '0% = nenhum foi concluído · 100% = todos foram concluídos' },
    },
    {
      key: 'obstaculo_execucao',
      section: 'rituais_execucao',
      text: 'O que mais impede a empresa de executar o que foi decidido?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: as prioridades mudam toda semana; tudo depende da minha aprovação; falta gente na operação.',
      },
    },
  ],
};
