/** Texts of the model port (functions/ai): the local-analyst notice and the invalid-output error. */
export const modelPortMessages = {
  /** Shown by the analysis screens when the content carries generatedLocally: true. */
  generatedLocally: 'Conteúdo gerado localmente, sem IA',
  /** The error a generation ends with when the model's output is still invalid after one repair. */
  invalidOutput: 'Resposta da IA incompleta ou inválida',
} as const;
