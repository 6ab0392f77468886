import type { AnswerSets } from './dossier-fixtures';
import type { AnswerSpec } from './fixtures';

/**
 * Test personas beyond the demo company (Luciana's bakery, functions/local/demo-company/answers) and the
 * realistic dental-software company (./answer-sets.ts): whole answer sets for the four diagnostics, in
 * the same format (option texts exactly as seeded), so the writing checks run over different people.
 */

/**
 * Camila, physiotherapist and owner of a physiotherapy and pilates clinic in Campinas (B2C service):
 * a full schedule at prices set by the competition and never revised, no margin per service, every
 * decision on her desk. Her first priority for the next 12 months is pricing.
 */
const clinicaNegocio: Record<string, AnswerSpec> = {
  nome_empresa: 'Clínica Movimento Fisioterapia e Pilates',
  data_fundacao: '2017-08-14',
  o_que_vende:
    'Sessões de fisioterapia ortopédica e esportiva, pilates clínico em turmas de até três alunos e pacotes de reabilitação pós-cirúrgica em Campinas.',
  setor: 'Saúde e bem-estar',
  estagio: 'Tração — vendas crescendo, mas processos ainda informais',
  colaboradores: 'De 6 a 15',
  tipo_cliente: 'Consumidores finais (B2C)',
  cliente_ideal:
    'Mulheres de 35 a 60 anos do Cambuí e de Barão Geraldo com dor lombar ou em recuperação de cirurgia de joelho, que chegam por indicação do ortopedista e fazem pacotes de dez sessões.',
  dor_principal:
    'Voltar a se mexer sem dor e sem medo de se machucar de novo, com alguém que acompanhe a evolução de perto.',
  concentracao_clientes: 8,
  recomendacao_clientes: 9,
  recorrencia: 'Compra de forma recorrente (todo mês ou todo trimestre)',
  proposta_valor:
    'Ajudamos quem sente dor a voltar à rotina em poucas semanas, com fisioterapeutas especializados e turmas pequenas, diferentemente das clínicas de convênio, que atendem seis pacientes por hora.',
  motivos_escolha: [
    'Qualidade superior do produto ou serviço',
    'Atendimento e relacionamento próximos',
    'Especialização em um nicho',
  ],
  dificuldade_copia: 3,
  provas_resultado: 'Sim',
  concorrentes:
    'Clínicas de convênio do Taquaral, com preço baixo e atendimento corrido; estúdios de pilates de academia, sem fisioterapeuta.',
  rivalidade: 'Concorrência moderada — há espaço para se diferenciar',
  poder_clientes: 'Possível, mas dá trabalho',
  poder_fornecedores: 'Baixo — há vários fornecedores e a troca é simples',
  novos_entrantes: 'Moderado — exige algum investimento e experiência',
  substitutos: 'Academias com personal trainer, sessões pelo convênio e remédio para dor.',
  tendencias: ['Crescimento da demanda no segmento', 'Alta de custos e pressão sobre as margens'],
  faturamento_por_canal: {
    'Indicação e boca a boca': 60,
    'Vendas ativas (prospecção, representantes)': 0,
    'Anúncios pagos (Google, Meta etc.)': 5,
    'Redes sociais e conteúdo orgânico': 15,
    'Marketplaces e parceiros': 20,
    'Loja física, feiras e eventos': 0,
  },
  ciclo_venda: 'Até 1 semana',
  taxa_conversao: 45,
  gargalo_funil: 'Fechamento — perdemos na negociação ou no preço',
  conteudo_publicado: ['Posts e vídeos curtos em redes sociais', 'Cases e depoimentos de clientes'],
  ticket_medio: 1200,
  formacao_preco: 'Com base no preço dos concorrentes',
  ultimo_reajuste: 'Há mais de um ano',
  margem_liquida: 7,
  conhece_cac: 'Não',
  meta_faturamento: 110000,
  confianca_meta: 7,
  motor_crescimento: 'O próprio produto — o cliente experimenta, gosta e indica',
  frentes_crescimento: ['Reajustar preços e melhorar margens', 'Vender mais para os clientes atuais'],
  aposta_crescimento:
    'Um programa de manutenção mensal para quem termina a reabilitação, com duas sessões de pilates clínico por semana.',
};

const clinicaFundadora: Record<string, AnswerSpec> = {
  ambicao_principal: 'Construir um negócio sólido e perene, que dure além de mim',
  vida_daqui_cinco_anos:
    'Atender só os casos mais complexos, coordenar a equipe clínica e ter as sextas-feiras à tarde livres.',
  retirada_necessaria: 14000,
  alinhamento_vida_empresa: 6,
  horas_semanais: 54,
  inicio_jornada: '06:45',
  distribuicao_tempo: {
    'Operação e entrega ao cliente': 55,
    'Vendas e relacionamento comercial': 10,
    'Marketing e comunicação': 5,
    'Finanças e rotinas administrativas': 20,
    'Gestão e desenvolvimento de pessoas': 10,
    'Estratégia e novos projetos': 0,
  },
  nivel_energia: 'Oscilando entre dias bons e ruins',
  consumidores_energia: [
    'Burocracia, impostos e tarefas administrativas',
    'Pressão de caixa e contas a pagar',
  ],
  tempo_empreendendo: 'De 6 a 10 anos',
  experiencia_setor: 'Trabalhei no setor como funcionário ou prestador de serviço',
  competencias_dominadas: ['Operação, processos e qualidade', 'Liderança e gestão de pessoas'],
  lacuna_conhecimento: 'Finanças: não sei quanto custa de verdade uma sessão nem qual serviço dá lucro.',
  estilo_decisao: 'Converso com pessoas de confiança e então decido',
  disc_decide_rapido: 3,
  disc_analisa_detalhes: 4,
  disc_assume_comando: 3,
  decisao_errada: 'Analiso o que deu errado antes de decidir de novo',
  decisao_adiada:
    'Reajustar os pacotes. Tenho receio de perder as pacientes antigas, que pagam o mesmo valor desde 2022.',
  motivacao_principal: 'Gerar impacto e trabalhar com propósito',
  maior_crise:
    'Na pandemia a clínica ficou fechada por dois meses; mantive a equipe com atendimento domiciliar e teleconsulta.',
  pensou_desistir: 'Não',
  confianca_futuro: 8,
  disc_ambiente_estavel: 4,
  visao_empresa: 'A clínica de referência em reabilitação ortopédica de Campinas, com duas unidades.',
  prazo_visao: '2030-06-30',
  visao_compartilhada: 'Já comentei, mas de forma solta',
  oportunidade_enxergada: 'Empresas da região procurando programas de ergonomia e prevenção para a equipe.',
  estilo_lideranca: 'Dou autonomia e apoio quando a equipe precisa',
  disc_convence_pessoas: 3,
  disc_energia_pessoas: 4,
  disc_harmonia_equipe: 5,
  disc_padroes_processos: 4,
  empresa_sem_fundador: 'Sim',
  decisoes_centralizadas: ['Definição de preços', 'Descontos e condições comerciais', 'Compras e pagamentos'],
  dependencia_renda: 80,
  folego_caixa: 'De 1 a 3 meses',
  riscos_reconhecidos: [
    'Caixa curto ou pouco capital de giro',
    'Pessoas-chave que podem sair a qualquer momento',
  ],
  maior_risco:
    'A margem está apertada: os custos subiram e os preços ficaram parados. Se uma fisioterapeuta sênior sair, perco parte da agenda.',
};

const clinicaGestao: Record<string, AnswerSpec> = {
  planejamento_escrito: 'Não',
  prioridades_compartilhadas: 3,
  prioridades_12_meses:
    '1) Rever os preços das sessões e dos pacotes a partir do custo real de cada hora de atendimento; 2) criar o programa de manutenção mensal para quem termina a reabilitação; 3) contratar uma recepcionista para a agenda e a cobrança.',
  teoria_vencer:
    'Atendimento individualizado com fisioterapeuta especializado, do diagnóstico à alta, com a evolução medida a cada sessão.',
  produto_maturidade: 4,
  padronizacao_entrega: 'As etapas principais estão documentadas e são seguidas',
  ciclo_feedback: 'Sim',
  reclamacao_frequente: 'A agenda lota e os horários do fim da tarde ficam com semanas de espera.',
  canal_maturidade: 2,
  canais_ativos: ['Redes sociais', 'Parcerias e canais indiretos'],
  canais_previsiveis: 'Um canal',
  responsavel_canal: 'Não',
  funil_maturidade: 3,
  registro_oportunidades: 'Em planilhas',
  processo_comercial: 'Não',
  follow_up: 'Fazemos contato quando alguém lembra',
  precificacao_maturidade: 1,
  margem_por_produto: 'Não',
  politica_descontos: 'O dono aprova caso a caso',
  mensuracao_maturidade: 2,
  indicadores_acompanhados: ['Faturamento', 'Fluxo de caixa'],
  consolidacao_indicadores: 'Em planilhas atualizadas manualmente, quando dá tempo',
  confianca_numeros: 5,
  conteudo_maturidade: 3,
  frequencia_conteudo: 'Toda semana, mas sem calendário',
  conteudo_gera_negocios: 'Sim',
  rituais_existentes: ['Reunião mensal de resultados (financeiro e comercial)'],
  estrutura_lideranca: 'Há pessoas de referência, mas sem autonomia formal',
  capacidade_execucao: 'Boa — a maioria das entregas sai no prazo',
  iniciativas_concluidas: 60,
  obstaculo_execucao: 'Passo o dia atendendo e as tarefas de gestão ficam para a noite.',
};

const clinicaInvestidora: Record<string, AnswerSpec> = {
  faturamento_mensal: 78000,
  investimento_marketing: 1500,
  tipo_negocio: 'B2C',
  alocacao_atual: {
    'Conteúdo (redes sociais, blog, vídeos, e-mail)': 60,
    'Performance (anúncios com foco em conversão)': 20,
    'Reconhecimento de marca (mídia de alcance, patrocínios)': 0,
    'Credibilidade (assessoria de imprensa, cases, prêmios, avaliações)': 10,
    'Influenciadores e parcerias': 10,
    'CRM e relacionamento com clientes': 0,
  },
  historico_resultados:
    'Os vídeos de exercícios no Instagram trazem pacientes novos; anúncios no Google trouxeram pouca gente.',
  objetivo_investimento: 'Crescer de forma gradual e previsível',
  prazo_retorno: 'De 3 a 6 meses',
  ritmo_crescimento: 'Acima de 10% e até 30% ao ano',
  reinvestimento_lucro: 'Até 10%',
  reacao_campanha_fraca: 'Mantenho o investimento e ajusto a campanha',
  perda_aceitavel: 'Até 5%',
  conforto_incerteza: 5,
  marketing_na_crise: 'Manteria o mesmo valor',
  reduzir_retirada: 'Não',
  adocao_novidades: 'Testo com pouco dinheiro depois dos primeiros casos de sucesso',
  reacao_concorrente: 'Reforço o relacionamento com os clientes atuais, sem aumentar a verba',
  resultado_negativo_aceitavel: 2,
  apetite_risco: 'Cauteloso',
  reserva_caixa: 'De 1 a 3 meses',
  previsibilidade_receita: 'Relativamente estável — oscila até 20%',
  uso_credito: 'Apenas em emergências',
};

/** Camila's clinic: the four diagnostics answered. */
export const clinicaAnswerSets: AnswerSets = {
  business: clinicaNegocio,
  founder: clinicaFundadora,
  management: clinicaGestao,
  investor: clinicaInvestidora,
};

/** Camila, the clinic's owner: her first name and what her first priority is about (pricing). */
export const clinicaPersona = {
  name: 'a physiotherapy clinic (Camila)',
  firstName: 'Camila',
  answers: clinicaAnswerSets,
  firstPriority: /preç/i,
} as const;
