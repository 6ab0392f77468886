/**
 * The label of a code-set value (growth model, stage, ambition…); an unknown value (an older or
 * hand-edited dossier) is shown as written, and an empty one as nothing.
 */
export function codeLabel(labels: Readonly<Record<string, string>>, code: string): string {
  return labels[code] ?? code;
}

/** A code written in lower case ('curto prazo', 'alta') as a label: its first letter capitalised. */
export const capitalised = (value: string): string =>
  value.charAt(0).toLocaleUpperCase('pt-BR') + value.slice(1);
