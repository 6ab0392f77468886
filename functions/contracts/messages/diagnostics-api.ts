/** The diagnostics API's own refusals (the screens' texts are in diagnostics.ts). */
export const diagnosticsApiMessages = {
  /** Spec: a missing or unpublished diagnostic. */
  notAvailable: 'Diagnóstico não disponível',
  unknownQuestion: 'Esta pergunta não pertence a este diagnóstico.',
  incompleteSection: (title: string) => `Responda todas as perguntas da seção "${title}" para finalizar.`,
} as const;
