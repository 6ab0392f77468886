/**
 * Texts of the founder diagnostic's per-section analysis: the API's refusals
 * (POST /api/analyses/{resultId}/sections/{sectionKey}) and the card under each section.
 */
export const sectionAnalysisMessages = {
  notAvailable: 'A análise por seção está disponível apenas no Diagnóstico do Fundador.',
  sectionNotFound: 'Seção não encontrada neste diagnóstico.',
  incomplete: 'Responda todas as perguntas desta seção antes de gerar a análise.',
  title: 'Análise da seção',
  analyse: 'Analisar esta seção',
  reanalyse: 'Atualizar análise',
  analysing: 'Analisando a seção...',
  hint: 'Responda todas as perguntas desta seção para liberar a análise por IA.',
  /** Spec 8 (diagnostics toasts): 'Erro ao gerar análise' (contact support). */
  errorTitle: 'Erro ao gerar análise',
  errorText: 'Tente novamente. Se o problema continuar, entre em contato com o suporte.',
} as const;
