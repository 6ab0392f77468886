import type { Answer, DiagnosticQuestion } from '../../contracts/diagnostics';
import type { AnalysisInput } from '../task-input';
import type { DiscDimension } from '../../contracts/analysis-data/founder-analysis';

/** Longest quotation of the user's words; longer answers are cut at a word boundary. */
export const QUOTE_MAX_LENGTH = 280;

export interface AnsweredQuestion {
  key: string;
  question: DiagnosticQuestion;
  answer: Answer | undefined;
}

const blank = (value: string | undefined | null): value is undefined | null =>
  value === undefined || value === null || value.trim() === '';

/** The user's words between Portuguese quotation marks, shortened when very long. */
export function quote(value: string): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  if (clean.length <= QUOTE_MAX_LENGTH) return `“${clean}”`;
  const cut = clean.slice(0, QUOTE_MAX_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `“${(space > QUOTE_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…”`;
}

/** A Brazilian number: 1234567.8 → '1.234.567,8'. */
export function formatNumber(value: number): string {
  const [whole = '0', decimals] = Math.abs(value)
    .toFixed(value % 1 === 0 ? 0 : 1)
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

// Created on first use: an Intl object loads its locale data (~10 ms), a cost for every Lambda importing this.
let reais: Intl.NumberFormat | undefined;

/** `R$ 1.997,00` (the product's money format). */
export const formatMoney = (value: number) =>
  (reais ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }))
    .format(value)
    .replace(/\u00a0/g, ' ');

/** A stored day as the product shows it: '2026-12-10' → '10/12/2026'. */
export const formatDay = (day: string) => day.split('-').reverse().join('/');

/** ['a', 'b', 'c'] → 'a, b e c'. */
export function joinPt(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

/**
 * The user's answers, read by question key (the id without the `<diagnosticId>-` prefix), by section,
 * by role and by DISC dimension. Every reader returns undefined (or an empty list) when the question
 * or its answer is missing, so the generators degrade gracefully on partial answer sets.
 */
export class AnswerSheet {
  readonly byKey = new Map<string, AnsweredQuestion>();
  readonly ordered: AnsweredQuestion[];

  constructor(readonly input: AnalysisInput) {
    const answers = new Map(input.answers.map((answer) => [answer.questionId, answer]));
    const prefix = `${input.diagnostic.id}-`;
    this.ordered = [...input.questions]
      .sort((a, b) => a.orderNumber - b.orderNumber)
      .map((question) => ({
        key: question.id.startsWith(prefix) ? question.id.slice(prefix.length) : question.id,
        question,
        answer: answers.get(question.id),
      }));
    for (const item of this.ordered) this.byKey.set(item.key, item);
  }

  get(key: string): AnsweredQuestion | undefined {
    return this.byKey.get(key);
  }

  /** The questions of a section (metadata.section), in order. */
  section(sectionKey: string): AnsweredQuestion[] {
    return this.ordered.filter((item) => item.question.metadata.section === sectionKey);
  }

  /** The title of a section, from its questions' metadata. */
  sectionTitle(sectionKey: string): string | undefined {
    return this.section(sectionKey)[0]?.question.metadata.section_title;
  }

  /** An open-text (or date/time) answer, trimmed. */
  text(key: string): string | undefined {
    const response = this.get(key)?.answer?.metadata.text_response;
    return blank(response) ? undefined : response.trim();
  }

  /** A numeric answer (value). */
  number(key: string): number | undefined {
    const value = this.get(key)?.answer?.value;
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  }

  /** The chosen option of a single-choice, yes/no or rating question (by optionId, else by value). */
  option(key: string): { text: string; value: number; position: number; count: number } | undefined {
    const item = this.get(key);
    const answer = item?.answer;
    if (!item || !answer) return undefined;
    const options = [...item.question.options].sort((a, b) => a.orderNumber - b.orderNumber);
    let index = answer.optionId ? options.findIndex((option) => option.id === answer.optionId) : -1;
    if (index < 0 && typeof answer.value === 'number')
      index = options.findIndex((o) => o.value === answer.value);
    const option = options[index];
    return option
      ? { text: option.text, value: option.value, position: index + 1, count: options.length }
      : undefined;
  }

  /** The chosen option's text. */
  optionText(key: string): string | undefined {
    return this.option(key)?.text;
  }

  /** A yes/no answer: true for 'Sim' (value 1), false for 'Não'. */
  yes(key: string): boolean | undefined {
    const option = this.option(key);
    return option ? option.value > 0 : undefined;
  }

  /**
   * The position of the chosen option scaled to 0-1 (first option 0, last 1): for the seeded
   * questions, options are ordered from least to most of what the question measures.
   */
  optionScale(key: string): number | undefined {
    const option = this.option(key);
    if (!option) return undefined;
    return option.count <= 1 ? 1 : (option.position - 1) / (option.count - 1);
  }

  /** Every selected option of a multiple-choice question (selected_option_ids, else optionId), in order. */
  selected(key: string): { text: string; value: number }[] {
    const item = this.get(key);
    const answer = item?.answer;
    if (!item || !answer) return [];
    const ids = new Set(answer.metadata.selected_option_ids ?? (answer.optionId ? [answer.optionId] : []));
    return [...item.question.options]
      .sort((a, b) => a.orderNumber - b.orderNumber)
      .filter((option) => ids.has(option.id))
      .map((option) => ({ text: option.text, value: option.value }));
  }

  selectedTexts(key: string): string[] {
    return this.selected(key).map((option) => option.text);
  }

  /** A distribution answer as {category, percentage}, largest first (ties keep the question's order). */
  distribution(key: string): { category: string; percentage: number }[] {
    const item = this.get(key);
    const raw: unknown = item?.answer?.metadata.distribution;
    let entries: { category: string; percentage: number }[] = [];
    if (Array.isArray(raw)) {
      entries = raw.flatMap((entry: { category?: unknown; percentage?: unknown }) =>
        typeof entry.category === 'string' && typeof entry.percentage === 'number'
          ? [{ category: entry.category, percentage: entry.percentage }]
          : [],
      );
    } else if (raw && typeof raw === 'object') {
      entries = Object.entries(raw as Record<string, unknown>).flatMap(([category, percentage]) =>
        typeof percentage === 'number' ? [{ category, percentage }] : [],
      );
    }
    return entries
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => b.entry.percentage - a.entry.percentage || a.index - b.index)
      .map(({ entry }) => entry);
  }

  /** The text answer of the question with a metadata.role (e.g. 'companyName'). */
  role(role: NonNullable<DiagnosticQuestion['metadata']['role']>): string | undefined {
    const item = this.ordered.find((candidate) => candidate.question.metadata.role === role);
    return item ? this.text(item.key) : undefined;
  }

  /** The scale answers of the DISC-tagged questions, grouped by dimension. */
  disc(): Record<DiscDimension, number[]> {
    const result: Record<DiscDimension, number[]> = {
      dominancia: [],
      influencia: [],
      estabilidade: [],
      conformidade: [],
    };
    for (const item of this.ordered) {
      const dimension = item.question.metadata.disc;
      const value = this.number(item.key);
      if (dimension && value !== undefined) result[dimension].push(value);
    }
    return result;
  }

  /** A short form of a question's text, for citing it ("Sobre … você respondeu …"). */
  questionText(key: string): string {
    return this.get(key)?.question.text ?? key;
  }
}

/** The company name to quote: the companyName answer, the input's, or a neutral fallback. */
export function companyNameOf(sheet: AnswerSheet): string | undefined {
  return (
    sheet.role('companyName') ??
    (blank(sheet.input.companyName) ? undefined : sheet.input.companyName?.trim())
  );
}
