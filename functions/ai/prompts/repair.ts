/** The message asking the model to fix an invalid output (the one repair attempt). */
export function repairPrompt(problems: readonly string[]): string {
  return [
    'O resultado anterior não está completo ou não segue o esquema pedido. Problemas encontrados:',
    ...problems.slice(0, 20).map((problem) => `- ${problem}`),
    'Envie novamente o resultado COMPLETO e corrigido, com todos os campos preenchidos.',
  ].join('\n');
}
