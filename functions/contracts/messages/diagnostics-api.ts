/** The diagnostics API's own refusals (the screens' texts, 'Diagnóstico não disponível' among them, are in diagnostics.ts). */
export const diagnosticsApiMessages = {
  unknownQuestion: 'Esta pergunta não pertence a este diagnóstico.',
  incompleteSection: (title: string) => `Responda todas as perguntas da seção "${title}" para finalizar.`,
} as const;
