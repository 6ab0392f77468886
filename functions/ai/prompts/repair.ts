/** What was wrong with a structured reply, as the one repair tells the model. */
export type OutputFault =
  /** Neither a call of the forced tool nor any JSON in the text. */
  | { kind: 'no-tool' }
  /** JSON was attempted (the tool's arguments, or an object in the text) but does not parse. */
  | { kind: 'malformed-json'; detail: string; inTool: boolean }
  /** The JSON parsed; the schema refused it. */
  | { kind: 'schema'; problems: readonly string[] };

/** The fault in a line, for the logs and InvalidModelOutputError's issues. */
export function faultIssues(fault: OutputFault, tool: string): string[] {
  switch (fault.kind) {
    case 'no-tool':
      return [`a resposta não chamou a ferramenta ${tool} nem contém um objeto JSON`];
    case 'malformed-json':
      return [
        fault.inTool
          ? `os argumentos da ferramenta ${tool} não são JSON válido: ${fault.detail}`
          : `o JSON do texto não é válido: ${fault.detail}`,
      ];
    case 'schema':
      return [...fault.problems];
  }
}

/** The message asking the model to fix an invalid output (the one repair attempt): the forced tool and the real fault. */
export function repairPrompt(fault: OutputFault, tool: string): string {
  const again = `Chame a ferramenta ${tool} novamente com o resultado COMPLETO, com todos os campos do esquema preenchidos.`;
  switch (fault.kind) {
    case 'no-tool':
      return [`A resposta anterior não chamou a ferramenta ${tool} nem trouxe um objeto JSON.`, again].join(
        '\n',
      );
    case 'malformed-json':
      return [
        fault.inTool
          ? `Os argumentos enviados à ferramenta ${tool} não são JSON válido (${fault.detail}).`
          : `O JSON da resposta anterior não é válido (${fault.detail}) e a ferramenta ${tool} não foi chamada.`,
        `${again} Os argumentos devem ser um único objeto JSON válido.`,
      ].join('\n');
    case 'schema':
      return [
        `O resultado enviado à ferramenta ${tool} não segue o esquema pedido. Problemas encontrados:`,
        ...fault.problems.slice(0, 20).map((problem) => `- ${problem}`),
        again,
      ].join('\n');
  }
}
