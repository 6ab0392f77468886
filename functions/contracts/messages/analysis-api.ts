/** Texts of the analyses API and workflows (GET/POST /api/analyses/…, the workflow's error status). */
export const analysisApiMessages = {
  notFound: 'Análise não encontrada',
  alreadyProcessing: 'Geração da análise já em andamento. Aguarde a conclusão.',
  regenerationLimit: 'Você atingiu o limite de tentativas. Por favor, contate o suporte.',
  notCompleted: 'Conclua o diagnóstico antes de gerar a análise.',
  /** A diagnostic's analysis ran dailyCaps.analysisRuns times today (whatever route started the runs). */
  dailyLimit: (max: number) =>
    `Você já gerou a análise deste diagnóstico ${max} vezes hoje. Tente novamente amanhã.`,
  /** Generating with required answers missing: nothing is generated. */
  answersMissing: 'Responda todas as perguntas obrigatórias do diagnóstico antes de gerar a análise.',
  notAnalysable: 'Este diagnóstico não tem análise gerada por IA.',
  /** The error status after the model kept failing with throttling or timeouts (all retries spent). */
  modelUnavailable:
    'O serviço de IA está sobrecarregado no momento. Tente gerar a análise novamente em alguns minutos.',
  /** The error status when the workflow failed without a readable message. */
  failed: 'Não foi possível gerar a análise. Tente novamente.',
  /** The error status when the workflow itself timed out or was stopped (its Catch never ran). */
  executionEnded: 'A análise está demorando mais que o esperado. Tente regenerar a análise.',
} as const;
