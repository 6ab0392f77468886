import * as z from 'zod';

/** A non-blank text. */
export const text = z.string().trim().min(1);
/**
 * A list of non-blank texts, possibly empty: where the answers support no item (rituals a company
 * does not have yet), an empty list is the truth and the prompts allow it.
 */
export const textList = z.array(text);
/**
 * Set by the local analyst only: the UI then says the content was generated locally, without AI
 * (messages.modelPort.generatedLocally).
 */
export const generatedLocally = z.literal(true).optional();

/** Maturity labels of levels 1-5 (spec 9). */
export const maturityLabels = ['Rudimentar', 'Básico', 'Intermediário', 'Avançado', 'Excelência'] as const;
export type MaturityLabel = (typeof maturityLabels)[number];

/** The label of a maturity level, rounded and clamped to 1-5 (level 0 reads as Rudimentar). */
export function maturityLabel(level: number): MaturityLabel {
  const index = Math.min(5, Math.max(1, Math.round(Number.isFinite(level) ? level : 3))) - 1;
  return maturityLabels[index] ?? 'Intermediário';
}

/** Score labels (spec 9): under 1.5 Inicial, 2.5 Básico, 3.5 Intermediário, 4.5 Avançado, else Otimizado. */
export function scoreLabel(score: number): 'Inicial' | 'Básico' | 'Intermediário' | 'Avançado' | 'Otimizado' {
  if (score < 1.5) return 'Inicial';
  if (score < 2.5) return 'Básico';
  if (score < 3.5) return 'Intermediário';
  if (score < 4.5) return 'Avançado';
  return 'Otimizado';
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Lenient readers for stored analyses: a wrong or missing field becomes its default. */
export const readText = z.string().catch('');
export const readTextList = z
  .array(z.unknown())
  .transform((items) =>
    items.flatMap((item) =>
      typeof item === 'string' ? [item] : typeof item === 'number' ? [String(item)] : [],
    ),
  )
  .catch([]);

/** A stored number within min-max (a numeric text counts); anything else reads as the fallback. */
export const readNumber = (min: number, max: number, fallback: number) =>
  z
    .unknown()
    .optional()
    .transform((value) => {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) && number >= min && number <= max
        ? number
        : fallback;
    });

/**
 * A stored list of groups, each read as lenientObject(shape); entries that are not objects, or that
 * `keep` refuses (an item without its main text), are left out. A missing list reads as empty.
 */
export function readObjectList<Shape extends z.ZodRawShape>(
  shape: Shape,
  keep: (item: z.infer<z.ZodObject<Shape>>) => boolean,
) {
  const item = lenientObject(shape);
  return z
    .array(z.unknown())
    .transform((items) =>
      items
        .filter(isRecord)
        .map((entry) => item.parse(entry))
        .filter(keep),
    )
    .catch([]);
}

/**
 * A stored group read field by field: every field's reader must accept a missing value (readText,
 * readTextList, readNumber, another lenientObject…), so a missing or malformed group reads as all defaults.
 */
export function lenientObject<Shape extends z.ZodRawShape>(shape: Shape) {
  const group = z.object(shape);
  return group.catch(() => group.parse({}));
}
