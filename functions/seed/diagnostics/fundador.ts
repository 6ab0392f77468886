import type { SeedDiagnostic, SeedOption } from '../types';

const simNao: SeedOption[] = [
  { text: 'Sim', value: 1 },
  { text: 'Não', value: 0 },
];

/** Anchors of the DISC statements: the answer (1-5) is how strongly the statement describes the founder. */
const discInformation = '1 = discordo totalmente · 3 = nem concordo nem discordo · 5 = concordo totalmente';
const discInfo =
  'Responda pensando em como você age de fato no dia a dia, não em como gostaria de agir. Não há resposta certa.';

/**
 * Diagnóstico do Fundador. The eight sections follow the founder analysis (ambição, tempo e energia,
 * conhecimento, tomada de decisão, motivação, visão, liderança, riscos); the statements tagged with
 * `metadata.disc` (two per dimension, scale 1-5) feed the DISC profile.
 */
export const fundador: SeedDiagnostic = {
  id: 'fundador',
  slug: 'fundador',
  title: 'Diagnóstico do Fundador',
  description:
    'Entenda como suas ambições, seu tempo, sua forma de decidir e de liderar moldam a empresa — e onde a sua presença pode ser o gargalo ou a alavanca do crescimento.',
  icon: 'User',
  sections: [
    {
      key: 'ambicao_objetivo_vida',
      title: 'Ambição e objetivo de vida',
      description:
        'O que você quer construir com a empresa e que papel ela deve ter na sua vida nos próximos anos.',
    },
    {
      key: 'tempo_energia_disponivel',
      title: 'Tempo e energia disponível',
      description:
        'Quanto de você a empresa consome hoje, onde esse tempo vai parar e o que drena sua energia.',
    },
    {
      key: 'conhecimento_experiencia',
      title: 'Conhecimento e experiência',
      description: 'A bagagem que você traz para o negócio e as lacunas que limitam o próximo passo.',
    },
    {
      key: 'perfil_tomada_decisao',
      title: 'Perfil de tomada de decisão',
      description: 'Como você decide quando a decisão é importante, urgente ou incerta.',
    },
    {
      key: 'motivacao_resiliencia',
      title: 'Motivação e resiliência',
      description: 'O que te move, como você atravessa as crises e quanto combustível ainda há no tanque.',
    },
    {
      key: 'visao_negocio',
      title: 'Visão de negócio',
      description:
        'A empresa que você enxerga no futuro e o quanto essa visão está clara para você e para o time.',
    },
    {
      key: 'estilo_lideranca_gestao',
      title: 'Estilo de liderança e gestão',
      description: 'Como você conduz pessoas, delega e quanto da empresa ainda depende diretamente de você.',
    },
    {
      key: 'riscos',
      title: 'Riscos pessoais e do negócio',
      description:
        'Os riscos pessoais e do negócio que podem interromper a sua trajetória — e o seu grau de exposição a eles.',
    },
  ],
  questions: [
    // Ambição e objetivo de vida
    {
      key: 'ambicao_principal',
      section: 'ambicao_objetivo_vida',
      text: 'Qual é a sua principal ambição com esta empresa nos próximos cinco anos?',
      type: 'single_choice',
      options: [
        { text: 'Crescer com força e ganhar relevância no mercado', value: 1 },
        { text: 'Preparar a empresa para ser vendida ou receber investidores', value: 2 },
        { text: 'Construir um negócio sólido e perene, que dure além de mim', value: 3 },
        { text: 'Sair do dia a dia e ter uma empresa que funcione sem a minha presença', value: 4 },
      ],
      metadata: {
        information: 'Escolha a que mais pesa nas suas decisões hoje, mesmo que as outras também importem.',
      },
    },
    {
      key: 'vida_daqui_cinco_anos',
      section: 'ambicao_objetivo_vida',
      text: 'Como você quer que seja a sua vida daqui a cinco anos — rotina, renda e papel na empresa?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: trabalhar no máximo 6 horas por dia, retirar R$ 40 mil por mês e atuar apenas em estratégia e grandes contas.',
        bullet_points: [
          'Quantas horas por semana você quer dedicar à empresa',
          'Quanto quer retirar por mês',
          'Qual função quer (ou não quer) exercer',
          'O que quer ter tempo para fazer fora do trabalho',
        ],
      },
    },
    {
      key: 'retirada_necessaria',
      section: 'ambicao_objetivo_vida',
      text: 'Quanto você precisa retirar da empresa por mês, entre pró-labore e distribuição de lucros, para viver com tranquilidade?',
      type: 'numeric_input',
      metadata: {
        unit: 'BRL',
        information: 'Valor mensal em reais. Digite apenas números.',
        placeholder: 'Ex.: 25000',
        info: 'Esse número mostra quanto de lucro o negócio precisa gerar só para sustentar o seu padrão de vida.',
      },
    },
    {
      key: 'alinhamento_vida_empresa',
      section: 'ambicao_objetivo_vida',
      text: 'Hoje, o quanto a empresa contribui para a vida que você quer ter?',
      type: 'scale_1_to_10',
      metadata: {
        information:
          '1 = a empresa está me afastando do que quero · 10 = a empresa está totalmente a serviço do que quero',
      },
    },

    // Tempo e energia disponível
    {
      key: 'horas_semanais',
      section: 'tempo_energia_disponivel',
      text: 'Quantas horas por semana você dedica à empresa, em média?',
      type: 'numeric_input',
      metadata: {
        information: 'Inclua reuniões, deslocamentos e o tempo respondendo mensagens fora do expediente.',
        placeholder: 'Ex.: 55',
      },
    },
    {
      key: 'inicio_jornada',
      section: 'tempo_energia_disponivel',
      text: 'A que horas você costuma começar a trabalhar em um dia normal?',
      type: 'time_input',
      metadata: {
        information: 'Considere o primeiro contato com o trabalho, inclusive e-mails e WhatsApp no celular.',
        placeholder: '07:30',
      },
    },
    {
      key: 'distribuicao_tempo',
      section: 'tempo_energia_disponivel',
      text: 'Como o seu tempo de trabalho se divide hoje entre estas frentes?',
      type: 'distribution',
      metadata: {
        information: 'Distribua 100% entre as frentes. Pense em uma semana típica dos últimos três meses.',
        categories: [
          'Operação e entrega ao cliente',
          'Vendas e relacionamento comercial',
          'Marketing e comunicação',
          'Finanças e rotinas administrativas',
          'Gestão e desenvolvimento de pessoas',
          'Estratégia e novos projetos',
        ],
      },
    },
    {
      key: 'nivel_energia',
      section: 'tempo_energia_disponivel',
      text: 'Como você avalia o seu nível de energia para o trabalho nos últimos três meses?',
      type: 'rating_stars',
      options: [
        { text: 'Esgotado', value: 1 },
        { text: 'Cansado na maior parte do tempo', value: 2 },
        { text: 'Oscilando entre dias bons e ruins', value: 3 },
        { text: 'Disposto', value: 4 },
        { text: 'Com muita energia e entusiasmo', value: 5 },
      ],
      metadata: {
        information: '1 estrela = esgotado · 5 estrelas = com muita energia e entusiasmo',
      },
    },
    {
      key: 'consumidores_energia',
      section: 'tempo_energia_disponivel',
      text: 'O que mais drena a sua energia hoje?',
      type: 'multiple_choice',
      options: [
        { text: 'Apagar incêndios na operação', value: 1 },
        { text: 'Conflitos e gestão de pessoas', value: 2 },
        { text: 'Pressão de caixa e contas a pagar', value: 3 },
        { text: 'Vender e negociar', value: 4 },
        { text: 'Burocracia, impostos e tarefas administrativas', value: 5 },
        { text: 'Reuniões que não levam a decisões', value: 6 },
        { text: 'Conciliar a empresa com a família e a vida pessoal', value: 7 },
      ],
      metadata: { information: 'Marque todas as opções que se aplicam.' },
    },

    // Conhecimento e experiência
    {
      key: 'tempo_empreendendo',
      section: 'conhecimento_experiencia',
      text: 'Há quanto tempo você empreende, somando todas as empresas que já teve?',
      type: 'single_choice',
      options: [
        { text: 'Menos de 2 anos', value: 1 },
        { text: 'De 2 a 5 anos', value: 2 },
        { text: 'De 6 a 10 anos', value: 3 },
        { text: 'Mais de 10 anos', value: 4 },
      ],
    },
    {
      key: 'experiencia_setor',
      section: 'conhecimento_experiencia',
      text: 'Antes de abrir esta empresa, qual era a sua experiência no setor em que ela atua?',
      type: 'single_choice',
      options: [
        { text: 'Nenhuma — entrei em um mercado novo para mim', value: 1 },
        { text: 'Conhecia o setor apenas como cliente ou usuário', value: 2 },
        { text: 'Trabalhei no setor como funcionário ou prestador de serviço', value: 3 },
        { text: 'Já tinha empreendido no mesmo setor', value: 4 },
      ],
    },
    {
      key: 'competencias_dominadas',
      section: 'conhecimento_experiencia',
      text: 'Em quais áreas você tem domínio real — já fez, obteve resultado e conseguiria ensinar alguém?',
      type: 'multiple_choice',
      options: [
        { text: 'Vendas e negociação', value: 1 },
        { text: 'Marketing e geração de demanda', value: 2 },
        { text: 'Finanças e controle de caixa', value: 3 },
        { text: 'Liderança e gestão de pessoas', value: 4 },
        { text: 'Operação, processos e qualidade', value: 5 },
        { text: 'Produto e tecnologia', value: 6 },
        { text: 'Estratégia e planejamento', value: 7 },
      ],
      metadata: { information: 'Seja rigoroso: marque apenas o que você já fez com resultado comprovado.' },
    },
    {
      key: 'lacuna_conhecimento',
      section: 'conhecimento_experiencia',
      text: 'Qual conhecimento, se você o dominasse amanhã, mais mudaria o resultado da empresa?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: montar e gerir um time comercial; ler os números financeiros para precificar com segurança.',
      },
    },

    // Perfil de tomada de decisão
    {
      key: 'estilo_decisao',
      section: 'perfil_tomada_decisao',
      text: 'Diante de uma decisão importante — contratar um gerente, lançar um produto, fazer um investimento —, como você costuma decidir?',
      type: 'single_choice',
      options: [
        { text: 'Decido rápido, com base na intuição e na experiência', value: 1 },
        { text: 'Converso com pessoas de confiança e então decido', value: 2 },
        { text: 'Levanto dados, comparo cenários e só depois decido', value: 3 },
        { text: 'Adio até ter certeza — e muitas decisões acabam paradas', value: 4 },
      ],
    },
    {
      key: 'disc_decide_rapido',
      section: 'perfil_tomada_decisao',
      text: 'Prefiro decidir rápido e corrigir a rota depois a esperar ter todas as informações.',
      type: 'scale_1_to_5',
      metadata: { disc: 'dominancia', information: discInformation, info: discInfo },
    },
    {
      key: 'disc_analisa_detalhes',
      section: 'perfil_tomada_decisao',
      text: 'Antes de decidir, preciso analisar números, riscos e detalhes com calma.',
      type: 'scale_1_to_5',
      metadata: { disc: 'conformidade', information: discInformation, info: discInfo },
    },
    {
      key: 'disc_assume_comando',
      section: 'perfil_tomada_decisao',
      text: 'Quando a situação aperta, assumo o comando e defino o caminho, mesmo que isso gere atrito.',
      type: 'scale_1_to_5',
      metadata: { disc: 'dominancia', information: discInformation, info: discInfo },
    },
    {
      key: 'decisao_errada',
      section: 'perfil_tomada_decisao',
      text: 'Quando uma decisão sua se mostra errada, o que você costuma fazer?',
      type: 'single_choice',
      options: [
        { text: 'Reconheço rápido e mudo o rumo', value: 1 },
        { text: 'Insisto por um tempo antes de admitir o erro', value: 2 },
        { text: 'Analiso o que deu errado antes de decidir de novo', value: 3 },
        { text: 'Fico inseguro e passo a evitar decisões parecidas', value: 4 },
      ],
    },
    {
      key: 'decisao_adiada',
      section: 'perfil_tomada_decisao',
      text: 'Qual decisão importante você está adiando hoje? O que te impede de tomá-la?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: reajustar o preço dos clientes antigos — tenho medo de perder os maiores contratos.',
      },
    },

    // Motivação e resiliência
    {
      key: 'motivacao_principal',
      section: 'motivacao_resiliencia',
      text: 'O que mais te motiva a continuar empreendendo?',
      type: 'single_choice',
      options: [
        { text: 'Independência financeira e construção de patrimônio', value: 1 },
        { text: 'Liberdade e autonomia sobre o meu tempo', value: 2 },
        { text: 'Gerar impacto e trabalhar com propósito', value: 3 },
        { text: 'Reconhecimento e a vontade de vencer', value: 4 },
        { text: 'Segurança e sustento da minha família', value: 5 },
      ],
    },
    {
      key: 'maior_crise',
      section: 'motivacao_resiliencia',
      text: 'Qual foi a situação mais difícil que você enfrentou na empresa e o que fez para sair dela?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: em 2022 perdemos o maior cliente (40% do faturamento); renegociei as dívidas e abri dois novos canais em seis meses.',
      },
    },
    {
      key: 'pensou_desistir',
      section: 'motivacao_resiliencia',
      text: 'Nos últimos 12 meses, você pensou seriamente em desistir ou vender a empresa?',
      type: 'yes_no',
      options: simNao,
    },
    {
      key: 'confianca_futuro',
      section: 'motivacao_resiliencia',
      text: 'Quão confiante você está de que a empresa estará mais forte daqui a 12 meses?',
      type: 'scale_1_to_10',
      metadata: { information: '1 = nada confiante · 10 = totalmente confiante' },
    },
    {
      key: 'disc_ambiente_estavel',
      section: 'motivacao_resiliencia',
      text: 'Rendo mais em um ambiente estável, com rotina previsível, do que com mudanças frequentes de rumo.',
      type: 'scale_1_to_5',
      metadata: { disc: 'estabilidade', information: discInformation, info: discInfo },
    },

    // Visão de negócio
    {
      key: 'visao_empresa',
      section: 'visao_negocio',
      text: 'Descreva, em poucas linhas, a empresa que você quer ter daqui a cinco anos.',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: referência em ortodontia na região, com 4 clínicas, 60 colaboradores, R$ 1,5 milhão de faturamento mensal e gestão profissional.',
        bullet_points: [
          'Tamanho (faturamento, equipe, unidades)',
          'Mercado e clientes atendidos',
          'Como será lembrada',
        ],
      },
    },
    {
      key: 'prazo_visao',
      section: 'visao_negocio',
      text: 'Até que data você quer ter alcançado o principal marco dessa visão?',
      type: 'date_input',
      metadata: {
        information: 'Uma data realista, que você assumiria como compromisso com sócios e equipe.',
      },
    },
    {
      key: 'visao_compartilhada',
      section: 'visao_negocio',
      text: 'O quanto essa visão está clara e compartilhada com a sua equipe?',
      type: 'rating_stars',
      options: [
        { text: 'Existe só na minha cabeça', value: 1 },
        { text: 'Já comentei, mas de forma solta', value: 2 },
        { text: 'A liderança conhece, o restante da equipe não', value: 3 },
        { text: 'Está comunicada para todos', value: 4 },
        { text: 'Está documentada, comunicada e orienta as decisões', value: 5 },
      ],
      metadata: {
        information: '1 estrela = existe só na minha cabeça · 5 estrelas = documentada e usada nas decisões',
      },
    },
    {
      key: 'oportunidade_enxergada',
      section: 'visao_negocio',
      text: 'Que mudança no seu mercado você enxerga antes dos concorrentes — e como pretende aproveitá-la?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: clientes migrando da compra avulsa para assinatura; quero lançar um plano mensal antes do fim do ano.',
      },
    },

    // Estilo de liderança e gestão
    {
      key: 'estilo_lideranca',
      section: 'estilo_lideranca_gestao',
      text: 'Qual frase descreve melhor o seu jeito de liderar hoje?',
      type: 'single_choice',
      options: [
        { text: 'Faço junto e dou o exemplo — estou na linha de frente', value: 1 },
        { text: 'Defino metas claras e cobro resultados', value: 2 },
        { text: 'Inspiro e engajo a equipe com a visão', value: 3 },
        { text: 'Dou autonomia e apoio quando a equipe precisa', value: 4 },
        { text: 'Ainda não lidero uma equipe', value: 5 },
      ],
    },
    {
      key: 'disc_convence_pessoas',
      section: 'estilo_lideranca_gestao',
      text: 'Tenho facilidade para convencer pessoas e gerar entusiasmo em torno de uma ideia.',
      type: 'scale_1_to_5',
      metadata: { disc: 'influencia', information: discInformation, info: discInfo },
    },
    {
      key: 'disc_energia_pessoas',
      section: 'estilo_lideranca_gestao',
      text: 'Ganho energia no contato com pessoas: reuniões com clientes, eventos e networking.',
      type: 'scale_1_to_5',
      metadata: { disc: 'influencia', information: discInformation, info: discInfo },
    },
    {
      key: 'disc_harmonia_equipe',
      section: 'estilo_lideranca_gestao',
      text: 'Priorizo manter a equipe unida e evito conflitos sempre que possível.',
      type: 'scale_1_to_5',
      metadata: { disc: 'estabilidade', information: discInformation, info: discInfo },
    },
    {
      key: 'disc_padroes_processos',
      section: 'estilo_lideranca_gestao',
      text: 'Sigo processos e padrões à risca e me incomoda quando as coisas são feitas de qualquer jeito.',
      type: 'scale_1_to_5',
      metadata: { disc: 'conformidade', information: discInformation, info: discInfo },
    },
    {
      key: 'empresa_sem_fundador',
      section: 'estilo_lideranca_gestao',
      text: 'Se você ficasse 30 dias totalmente desconectado, a empresa continuaria vendendo e entregando normalmente?',
      type: 'yes_no',
      options: simNao,
    },
    {
      key: 'decisoes_centralizadas',
      section: 'estilo_lideranca_gestao',
      text: 'Quais decisões ainda passam obrigatoriamente por você?',
      type: 'multiple_choice',
      options: [
        { text: 'Descontos e condições comerciais', value: 1 },
        { text: 'Contratações e desligamentos', value: 2 },
        { text: 'Compras e pagamentos', value: 3 },
        { text: 'Atendimento aos clientes mais importantes', value: 4 },
        { text: 'Definição de preços', value: 5 },
        { text: 'Aprovação de campanhas e peças de marketing', value: 6 },
        { text: 'Solução de problemas técnicos ou de entrega', value: 7 },
      ],
      metadata: { information: 'Marque todas as que hoje não acontecem sem a sua aprovação.' },
    },

    // Riscos
    {
      key: 'dependencia_renda',
      section: 'riscos',
      text: 'Que percentual da renda da sua família depende desta empresa?',
      type: 'slider',
      metadata: { information: '0% = nenhuma dependência · 100% = toda a renda da família vem da empresa' },
    },
    {
      key: 'folego_caixa',
      section: 'riscos',
      text: 'Se o faturamento parasse hoje, por quanto tempo a empresa conseguiria pagar as contas com o caixa disponível?',
      type: 'single_choice',
      options: [
        { text: 'Menos de 1 mês', value: 1 },
        { text: 'De 1 a 3 meses', value: 2 },
        { text: 'De 3 a 6 meses', value: 3 },
        { text: 'Mais de 6 meses', value: 4 },
      ],
    },
    {
      key: 'riscos_reconhecidos',
      section: 'riscos',
      text: 'Quais destes riscos você reconhece hoje na sua empresa?',
      type: 'multiple_choice',
      options: [
        { text: 'Dependência de poucos clientes', value: 1 },
        { text: 'Dependência de mim para vender ou entregar', value: 2 },
        { text: 'Caixa curto ou pouco capital de giro', value: 3 },
        { text: 'Sócios desalinhados', value: 4 },
        { text: 'Pessoas-chave que podem sair a qualquer momento', value: 5 },
        { text: 'Mercado ou regulação mudando rapidamente', value: 6 },
        { text: 'Endividamento elevado', value: 7 },
        { text: 'Minha saúde física ou mental', value: 8 },
      ],
      metadata: { information: 'Marque todos os que se aplicam.' },
    },
    {
      key: 'maior_risco',
      section: 'riscos',
      text: 'Qual é o maior risco que pode impedir você de chegar onde quer — e o que já está fazendo a respeito?',
      type: 'open_text',
      metadata: {
        placeholder:
          'Ex.: 70% das vendas passam por mim; comecei a treinar um vendedor, mas ele ainda não fecha sozinho.',
      },
    },
  ],
};
