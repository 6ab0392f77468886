import { createHash } from 'node:crypto';
import type { QuestionMetadata } from '../contracts/diagnostics';
import { SAFE_KEY } from '../contracts/fields';
import type { SeedDiagnostic, SeedInvestmentRecommendation, SeedInvestorProfile } from './types';

/**
 * Pure part of the seed: what the versioned seed content becomes in the catalogue, with every id
 * derived (no I/O, so it is unit-tested without a table). Bump SEED_FORMAT when the derivation or
 * the stored layout changes: every diagnostic's hash then changes and the next load rewrites them.
 */
export const SEED_FORMAT = 1;

/** Gap between consecutive question order numbers, so a question can later be put in between. */
export const ORDER_SPACING = 10;

export interface DiagnosticRecord {
  diagnosticId: string;
  slug: string;
  title: string;
  description: string;
  icon: string;
}

export interface QuestionRecord {
  diagnosticId: string;
  questionId: string;
  text: string;
  questionType: string;
  orderNumber: number;
  metadata: QuestionMetadata;
}

export interface OptionRecord {
  diagnosticId: string;
  questionId: string;
  optionId: string;
  text: string;
  value: number;
  orderNumber: number;
}

export interface WeightRecord {
  diagnosticId: string;
  questionId: string;
  weight: number;
}

export interface DiagnosticCatalogue {
  diagnostic: DiagnosticRecord;
  questions: QuestionRecord[];
  options: OptionRecord[];
  /** Only questions with an explicit weight; readers default to 1.0. */
  weights: WeightRecord[];
  /** sha256 of everything above plus SEED_FORMAT: equal hash = nothing to write. */
  contentHash: string;
}

export const questionIdOf = (diagnosticId: string, key: string) => `${diagnosticId}-${key}`;
export const optionIdOf = (questionId: string, n: number) => `${questionId}-${n}`;

export class SeedContentError extends Error {
  override name = 'SeedContentError';
}

/**
 * A seed diagnostic as catalogue records: question id `<diagnosticId>-<key>`, option id
 * `<questionId>-<n>` (n from 1), question orderNumber = position × 10, option orderNumber = n; the
 * section's title and description are copied into each question's metadata. Throws on content the
 * app could not serve (unsafe or duplicate keys, a question in an unknown section).
 */
export function diagnosticCatalogue(seed: SeedDiagnostic): DiagnosticCatalogue {
  const problem = (message: string) => new SeedContentError(`seed diagnostic '${seed.id}': ${message}`);
  if (!SAFE_KEY.test(seed.id)) throw problem('id must be letters, digits, - or _');
  const sections = new Map(seed.sections.map((section) => [section.key, section]));
  if (sections.size !== seed.sections.length) throw problem('duplicate section key');

  const questions: QuestionRecord[] = [];
  const options: OptionRecord[] = [];
  const weights: WeightRecord[] = [];
  const keys = new Set<string>();
  seed.questions.forEach((question, index) => {
    if (!SAFE_KEY.test(question.key)) throw problem(`question key '${question.key}' is not safe`);
    if (keys.has(question.key)) throw problem(`duplicate question key '${question.key}'`);
    keys.add(question.key);
    const section = sections.get(question.section);
    if (!section) throw problem(`question '${question.key}' is in unknown section '${question.section}'`);

    const questionId = questionIdOf(seed.id, question.key);
    questions.push({
      diagnosticId: seed.id,
      questionId,
      text: question.text,
      questionType: question.type,
      orderNumber: (index + 1) * ORDER_SPACING,
      metadata: {
        ...question.metadata,
        section: section.key,
        section_title: section.title,
        section_description: section.description,
      },
    });
    (question.options ?? []).forEach((option, optionIndex) => {
      const n = optionIndex + 1;
      options.push({
        diagnosticId: seed.id,
        questionId,
        optionId: optionIdOf(questionId, n),
        text: option.text,
        value: option.value,
        orderNumber: n,
      });
    });
    if (question.weight !== undefined)
      weights.push({ diagnosticId: seed.id, questionId, weight: question.weight });
  });

  const diagnostic: DiagnosticRecord = {
    diagnosticId: seed.id,
    slug: seed.slug,
    title: seed.title,
    description: seed.description,
    icon: seed.icon,
  };
  const contentHash = hashOf({ format: SEED_FORMAT, diagnostic, questions, options, weights });
  return { diagnostic, questions, options, weights, contentHash };
}

export interface InvestorProfileRecord {
  profileId: string;
  name: string;
  description: string;
  riskTolerance: string;
  minScore: number;
  maxScore: number;
}

export function investorProfileRecords(seed: readonly SeedInvestorProfile[]): InvestorProfileRecord[] {
  const ids = new Set<string>();
  return seed.map((profile) => {
    if (ids.has(profile.id)) throw new SeedContentError(`duplicate investor profile '${profile.id}'`);
    ids.add(profile.id);
    return {
      profileId: profile.id,
      name: profile.name,
      description: profile.description,
      riskTolerance: profile.riskTolerance,
      minScore: profile.minScore,
      maxScore: profile.maxScore,
    };
  });
}

/** Recommendations are keyed by profile × business type × revenueMin: that triple must be unique. */
export function investmentRecommendationRecords(
  seed: readonly SeedInvestmentRecommendation[],
): SeedInvestmentRecommendation[] {
  const keys = new Set<string>();
  for (const rec of seed) {
    const key = `${rec.profileId}#${rec.businessType}#${rec.revenueMin}`;
    if (keys.has(key)) throw new SeedContentError(`duplicate investment recommendation ${key}`);
    if (!Number.isInteger(rec.revenueMin) || rec.revenueMin < 0) {
      throw new SeedContentError(`investment recommendation ${key}: revenueMin must be a whole number ≥ 0`);
    }
    keys.add(key);
  }
  return seed.map((rec) => ({ ...rec }));
}

/** JSON with object keys sorted, so the hash does not depend on key order in the source. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const hashOf = (value: unknown): string =>
  createHash('sha256').update(canonicalJson(value)).digest('hex');

export interface StoredItem {
  pk: string;
  sk: string;
  [attribute: string]: unknown;
}

/**
 * What makes a partition hold exactly `desired`: items that are new or differ (compared as canonical
 * JSON) are put, items that are no longer desired are deleted, identical items are left alone.
 */
export function planPartitionSync(
  existing: readonly StoredItem[],
  desired: readonly StoredItem[],
): { put: StoredItem[]; delete: { pk: string; sk: string }[] } {
  const id = (item: { pk: string; sk: string }) => `${item.pk}\u0000${item.sk}`;
  const current = new Map(existing.map((item) => [id(item), canonicalJson(item)]));
  const wanted = new Set(desired.map(id));
  return {
    put: desired.filter((item) => current.get(id(item)) !== canonicalJson(item)),
    delete: existing.filter((item) => !wanted.has(id(item))).map(({ pk, sk }) => ({ pk, sk })),
  };
}
