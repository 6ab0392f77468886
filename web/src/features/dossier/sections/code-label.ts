/**
 * The label of a code-set value (growth model, stage, ambition…); an unknown value (an older or
 * hand-edited dossier) is shown as written, and an empty one as nothing.
 */
export function codeLabel(labels: Readonly<Record<string, string>>, code: string): string {
  return labels[code] ?? code;
}
