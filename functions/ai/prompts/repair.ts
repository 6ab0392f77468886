/** The message asking the model to fix an invalid reply (the one repair attempt). */
export function repairPrompt(problems: readonly string[]): string {
  return [
    'A sua resposta anterior não é um JSON válido no formato pedido. Problemas encontrados:',
    ...problems.slice(0, 20).map((problem) => `- ${problem}`),
    'Responda novamente SOMENTE com o objeto JSON completo e corrigido, sem texto adicional.',
  ].join('\n');
}
