/**
 * Texts of the founder diagnostic's per-section analysis: the API's refusals
 * (POST /api/analyses/{resultId}/sections/{sectionKey}) and the card under each section.
 */
export const sectionAnalysisMessages = {
  notAvailable: 'A análise por seção está disponível apenas no Diagnóstico do Fundador.',
  sectionNotFound: 'Seção não encontrada neste diagnóstico.',
  incomplete: 'Responda todas as perguntas desta seção antes de gerar a análise.',
  /** The day's cap of section analyses used (429), in the words of the other daily limits. */
  dailyLimit: (max: number) =>
    `Você atingiu o limite diário de ${max} análises por seção do Diagnóstico do Fundador. O limite é renovado à meia-noite (horário de Brasília).`,
  title: 'Análise da seção',
  analyse: 'Analisar esta seção',
  reanalyse: 'Atualizar análise',
  analysing: 'Analisando a seção...',
  hint: 'Responda todas as perguntas desta seção para liberar a análise por IA.',
  /** Spec 8 (diagnostics toasts): 'Erro ao gerar análise' (contact support). */
  errorTitle: 'Erro ao gerar análise',
  errorText: 'Tente novamente. Se o problema continuar, entre em contato com o suporte.',
} as const;
