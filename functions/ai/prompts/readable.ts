/** Field names as a reader would say them: 'pontos_fortes' → 'pontos fortes', 'strengths' kept. */
const label = (key: string) => key.replace(/_/g, ' ');

export interface ReadableOptions {
  /** Keys left out at any depth. */
  omit?: readonly string[];
  /** Longest string kept (longer ones end in '…'); default whole. */
  maxText?: number;
  /** Most items kept of a list; default all. */
  maxItems?: number;
}

/** A value as the prompt shows it: a decimal number with the Brazilian comma (2,3), anything else as is. */
const shown = (value: unknown) =>
  typeof value === 'number' && !Number.isInteger(value) ? String(value).replace('.', ',') : String(value);

/**
 * A text cut to about `max` characters where a reader would cut it: after its last whole sentence
 * when that keeps at least half, else after a whole word; '(…)' or '…' marks the cut.
 */
export function short(text: string, max: number | undefined): string {
  if (max === undefined || text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const sentenceEnd = Math.max(...['. ', '! ', '? ', '; '].map((end) => head.lastIndexOf(end)));
  if (sentenceEnd >= max / 2) return `${head.slice(0, sentenceEnd + 1)} (…)`;
  const space = head.lastIndexOf(' ');
  return `${(space > 0 ? head.slice(0, space) : text.slice(0, max)).replace(/[\s,;:–-]+$/, '')}…`;
}

/**
 * Stored JSON (an analysis, a dossier section) as indented Markdown-like lines: "- campo: valor",
 * lists as sub-items. Cheaper to read and to send than JSON, and the same facts.
 */
export function readable(value: unknown, options: ReadableOptions = {}, depth = 0): string[] {
  const indent = '  '.repeat(depth);
  if (Array.isArray(value)) {
    return value
      .slice(0, options.maxItems)
      .flatMap((item) =>
        item !== null && typeof item === 'object'
          ? [`${indent}-`, ...readable(item, options, depth + 1)]
          : [`${indent}- ${short(shown(item), options.maxText)}`],
      );
  }
  if (value === null || typeof value !== 'object')
    return [`${indent}${short(shown(value), options.maxText)}`];
  return Object.entries(value).flatMap(([key, child]) => {
    if (options.omit?.includes(key) || child === null || child === undefined || child === '') return [];
    if (typeof child !== 'object')
      return [`${indent}- ${label(key)}: ${short(shown(child), options.maxText)}`];
    if (Array.isArray(child) && child.length === 0) return [];
    return [`${indent}- ${label(key)}:`, ...readable(child, options, depth + 1)];
  });
}
