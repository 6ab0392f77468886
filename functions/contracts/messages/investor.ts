/**
 * Texts of the investor profile and report (functions/domain/investor-profile.ts,
 * investment-allocation.ts, GET /api/investor-report/{resultId}). Texts quoted by the spec are copied exactly.
 */
export const investorMessages = {
  /** The six marketing channels of a recommendation, as the allocation chart names them. */
  channels: {
    content: 'Conteúdo',
    performance: 'Performance',
    awareness: 'Reconhecimento de marca',
    credibility: 'Credibilidade',
    influencers: 'Influenciadores e parcerias',
    crm: 'CRM e relacionamento',
  },
  profile: {
    /** Spec: 'Erro ao calcular perfil: ...' (the profile then falls back to 'Moderado', score 0). */
    calculationFailed: (reason: string) => `Erro ao calcular perfil: ${reason}`,
    noScoredAnswers: 'nenhuma pergunta de perfil respondida',
    noScoredRange: 'as perguntas de perfil não têm faixa de pontuação',
    noProfiles: 'nenhum perfil de investidor cadastrado',
    noProfileForScore: (score: number) => `nenhum perfil para a pontuação ${score}`,
    /** The dossier's reason when there is no investor report to take the profile from. */
    noReport: 'relatório do perfil de investidor não encontrado',
  },
  /** Spec: error titles of the investor screen. */
  errors: {
    calculationTitle: 'Erro no Cálculo do Perfil',
    profileNotFound: 'Perfil de Investidor Não Encontrado',
    invalidRevenue: 'Dados de Faturamento Inválidos',
    recommendationLoad: 'Erro ao carregar recomendação',
  },
  report: {
    /** 409 of the report when the diagnostic is not completed. */
    notCompleted: 'Conclua o Diagnóstico do Perfil de Investidor para ver o seu relatório.',
    /** 404 when the result is not an investor diagnostic. */
    notInvestorDiagnostic: 'Relatório de investidor não disponível para este diagnóstico.',
  },
} as const;
