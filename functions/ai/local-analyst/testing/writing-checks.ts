/**
 * What a Brazilian owner would find mechanical in a generated text, as measurable checks (issue #34):
 * placeholders, quotations repeated across documents, text copied from the analyses, masculine
 * references to the user, a plan whose tasks share their "how" or their priority, a Genius that echoes.
 * Pure functions over the texts; the tests decide the thresholds.
 */

/** Every string in a value, joined by new lines (an output's text as the reader sees it). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join('\n');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => key !== 'generatedLocally')
      .map(([, child]) => textOf(child))
      .join('\n');
  }
  return '';
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Template leftovers: a quotation closed and then a period again, plural placeholders, cut quotations. */
export function placeholders(text: string): string[] {
  const patterns = [/\.”\./g, /[a-zà-ú]\(s\)/gi, /…”/g, /:\s*(?:sim|não):/gi];
  return patterns.flatMap((pattern) => text.match(pattern) ?? []);
}

/** The quotations of at least `min` characters (between “ and ”). */
export function quotations(text: string, min = 40): string[] {
  return [...text.matchAll(/“([^”]+)”/g)]
    .map((match) => normalise(match[1]!))
    .filter((quote) => quote.length >= min);
}

/** Quotations of ≥ 40 characters that appear more than `max` times across the documents. */
export function repeatedQuotations(documents: readonly string[], max = 2): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const quote of documents.flatMap((document) => quotations(document))) {
    counts.set(quote, (counts.get(quote) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > max);
}

/**
 * The share of `text` (0-1) that lies in runs of at least `run` characters copied from `sources`
 * (whitespace and case ignored): every window of `run` characters found in a source marks its characters.
 */
export function copiedShare(text: string, sources: readonly string[], run = 60): number {
  const target = normalise(text);
  if (target.length < run) return 0;
  const source = sources.map(normalise).join('\n');
  const copied = new Uint8Array(target.length);
  for (let start = 0; start + run <= target.length; start += 1) {
    if (source.includes(target.slice(start, start + run))) copied.fill(1, start, start + run);
  }
  return copied.reduce((sum, value) => sum + value, 0) / target.length;
}

/** The text without what is inside quotations (the user's own words may be gendered; the text's may not). */
const outsideQuotes = (text: string) => text.replace(/“[^”]*”/g, '“”');

/** Words that, outside quotations, refer to the user as a man. */
const MASCULINE = [
  /\bo fundador\b/gi,
  /\b(?:do|ao|pelo|no) fundador\b/gi,
  /\bo empreendedor\b/gi,
  /\b(?:o|do|ao|pelo) dono\b/gi,
  /\bele (?:mesmo|próprio|precisa|deve|tem|é|está|decide|centraliza)\b/gi,
  /\bsozinho\b/gi,
  /\b(?:cansado|sobrecarregado|preparado|acostumado|comprometido|obrigado) a\b/gi,
];

/** Masculine references to the user outside quotations. */
export function masculineReferences(text: string): string[] {
  const plain = outsideQuotes(text);
  return MASCULINE.flatMap((pattern) => plain.match(pattern) ?? []);
}

/** "How" texts shared by more than `max` tasks. */
export function sharedHows(hows: readonly string[], max = 2): string[] {
  const counts = new Map<string, number>();
  for (const how of hows.map(normalise)) counts.set(how, (counts.get(how) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > max).map(([how]) => how);
}

/** A reply that contains the question it answers, word for word. */
export const echoes = (reply: string, question: string) => normalise(reply).includes(normalise(question));
