/**
 * Texts of the strategic dossier: its API, workflow and screen (spec 2 "Strategic dossier", section 8
 * "Dossier"). Texts quoted by the spec are copied character for character.
 */
export const dossierMessages = {
  title: 'Dossiê Estratégico',
  subtitle: 'O retrato estratégico da sua empresa, construído a partir dos seus quatro diagnósticos.',
  signedOut: 'Você precisa estar logado para gerar um dossiê',
  unauthenticated: 'Usuário não autenticado',
  insufficientData: 'Dados insuficientes: Complete pelo menos um diagnóstico para gerar seu dossiê',
  alreadyGenerated: 'Dossiê já gerado',
  createError: 'Erro ao criar dossiê',
  updateError: 'Erro ao atualizar dossiê',
  sectionError: (section: string) => `Erro ao gerar seção "${section}"`,
  /** A regeneration of a section that had content failed: the earlier content is still shown. */
  previousKept: 'A nova versão não pôde ser gerada; esta é a anterior',
  tryLater: 'Tente novamente mais tarde',
  alreadyRunning: 'Geração já em andamento',
  running: 'Geração em andamento',
  notFound: 'Dossiê não encontrado',
  incomplete: 'Dossiê incompleto',
  generation: {
    functionError: 'Erro na função de geração do dossiê',
    noResponse: 'Não foi possível obter resposta do servidor',
    failed: 'Falha ao gerar o dossiê estratégico',
    invalidResponse: 'Resposta da IA incompleta ou inválida',
    unknown: 'Erro desconhecido ao gerar o dossiê',
    /** A section left generating when its workflow timed out or was stopped. */
    executionEnded: 'A geração foi interrompida antes de concluir esta seção. Tente novamente.',
    /** The model kept failing with throttling or timeouts (all retries spent). */
    modelUnavailable:
      'O serviço de IA está sobrecarregado no momento. Tente gerar esta seção novamente em alguns minutos.',
  },
  loadError: 'Erro ao carregar o dossiê',
  /** The per-user cap on section generations (DOSSIER_DAILY_SECTION_LIMIT). */
  dailyLimit: 'Você atingiu o limite diário de gerações do dossiê. Tente novamente amanhã.',
  states: {
    incompleteDiagnostics: 'Diagnósticos incompletos',
    incompleteProfile: 'Dados de perfil incompletos',
    ready: 'Dossiê pronto para visualização',
  },
  /** 4 of 4 analyses are needed to generate a section (spec 5). */
  analysesRequired:
    'Dados de perfil incompletos: as quatro análises precisam estar concluídas para gerar o dossiê.',
  /** The analyses the dossier needs are still being generated: the page reads again by itself. */
  analysesProcessing: 'Suas análises estão sendo geradas. Esta página se atualiza sozinha.',
  incompleteText:
    'Conclua os quatro diagnósticos e aguarde as suas análises para gerar o dossiê estratégico.',
  goToDiagnostics: 'Ir para Diagnósticos',
  backToDashboard: 'Voltar ao Dashboard',
  completedCount: (completed: number, total: number) => `${completed} de ${total}`,
  completedDiagnostics: 'diagnósticos concluídos',
  generate: 'Gerar Dossiê',
  generating: 'Gerando Dossiê...',
  generateSection: 'Gerar',
  refreshSection: 'Atualizar',
  retrySection: 'Tentar novamente',
  generatedDot: 'Seção gerada',
  updatedOn: (date: string) => `Atualizada em ${date}`,
  sectionEmpty:
    'Esta seção ainda não foi gerada. Use "Gerar" para escrevê-la a partir dos seus diagnósticos.',
  started: 'Geração do dossiê iniciada',
  /** Atualizar dossiê: rewrites the sections written from an analysis redone since (POST …/refresh). */
  refresh: 'Atualizar dossiê',
  refreshStarted: 'Atualização do dossiê iniciada',
  /** POST …/refresh with no stale section (409); also the disabled button's explanation. */
  nothingStale:
    'Nenhuma seção do dossiê está desatualizada: todas foram escritas a partir das análises atuais.',
  /** Beside the disabled Atualizar dossiê: every section written from the current analyses. */
  upToDate: 'Dossiê em dia com as suas análises.',
  /** The header's notice while sections are stale. */
  staleSummary: (count: number) =>
    count === 1
      ? '1 seção foi escrita antes de uma análise ser refeita. Use "Atualizar dossiê" para reescrevê-la com a versão atual.'
      : `${count} seções foram escritas antes de uma análise ser refeita. Use "Atualizar dossiê" para reescrevê-las com a versão atual.`,
  /** A stale tab's marker (its text alternative). */
  staleDot: 'Seção desatualizada',
  /** What changed after a section was written, per source, with the date (dd/MM/yyyy). */
  sourceChanged: {
    founder: (date: string) => `a análise do fundador foi refeita em ${date}`,
    business: (date: string) => `a análise do negócio foi refeita em ${date}`,
    management: (date: string) => `a análise do sistema de gestão foi refeita em ${date}`,
    investor: (date: string) => `as respostas do diagnóstico do investidor mudaram em ${date}`,
  },
  /** 'Desatualizada: a análise do negócio foi refeita em 12/03/2027.' (the changes, joined). */
  staleBecause: (changes: readonly string[]) =>
    `Desatualizada: ${
      changes.length > 1 ? `${changes.slice(0, -1).join(', ')} e ${changes.at(-1)}` : (changes[0] ?? '')
    }.`,
  tabs: {
    resumo_executivo: 'Resumo',
    perfil_fundador: 'Fundador',
    raio_x_negocio: 'Raio-X',
    analise_mercado: 'Mercado',
    perfil_investidor: 'Investidor',
    plano_estrategico: 'Estratégia',
  },
  sectionTitles: {
    resumo_executivo: 'Resumo Executivo',
    perfil_fundador: 'Perfil do Fundador',
    raio_x_negocio: 'Raio-X do Negócio',
    analise_mercado: 'Análise de Mercado',
    perfil_investidor: 'Perfil de Investidor',
    plano_estrategico: 'Plano Estratégico',
  },
  sectionStatus: {
    notGenerated: 'Seção ainda não gerada',
    pending: 'Na fila para geração',
    generating: 'Gerando esta seção...',
    completed: 'Seção gerada',
    failed: 'Falha ao gerar esta seção',
  },
} as const;
