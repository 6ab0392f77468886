import type { DiagnosticQuestion, SaveAnswerRequest } from '../contracts/diagnostics';
import { questionTypes } from '../contracts/diagnostics';
import { diagnosticsDomainMessages } from '../contracts/messages/diagnostics-domain';
import { validateRevenue } from './investor-revenue';

const text = diagnosticsDomainMessages.answer;

/** The total a distribution answer must reach (spec: exactly 100). */
export const DISTRIBUTION_TOTAL = 100;
/** Longest open_text answer accepted (the contract's limit on text_response). */
export const OPEN_TEXT_MAX_LENGTH = 5000;
/** Floating-point noise tolerated when summing percentages (0.1 + 0.2 style), not a business tolerance. */
const FLOAT_EPSILON = 1e-9;

/** What validity needs of an answer: the contract's Answer fits, and so do legacy shapes. */
export interface AnswerLike {
  optionId?: string | null;
  /** A number; legacy answers may hold a string. */
  value?: unknown;
  metadata?: { text_response?: unknown; distribution?: unknown } | null;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isNonBlankString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries' percentages as numbers; null when the value is neither a list nor a map. */
function distributionPercentages(distribution: unknown): unknown[] | null {
  if (Array.isArray(distribution)) {
    return distribution.map((item: unknown) => (isPlainObject(item) ? item.percentage : undefined));
  }
  if (isPlainObject(distribution)) return Object.values(distribution);
  return null;
}

/**
 * The sum of a distribution's percentages (list of {category, percentage} or map of numbers).
 * Entries that are not finite numbers count as 0; anything that is not a distribution totals 0.
 */
export function distributionTotal(distribution: unknown): number {
  const percentages = distributionPercentages(distribution) ?? [];
  return percentages.reduce<number>((sum, p) => sum + (isFiniteNumber(p) ? p : 0), 0);
}

/** A distribution with at least one entry whose percentages sum to exactly 100. */
export function isDistributionComplete(distribution: unknown): boolean {
  const percentages = distributionPercentages(distribution);
  if (!percentages || percentages.length === 0) return false;
  return Math.abs(distributionTotal(distribution) - DISTRIBUTION_TOTAL) < FLOAT_EPSILON;
}

/**
 * Spec 5: an answer is valid if it has an option, a numeric value, a non-blank text_response, a
 * distribution summing to exactly 100, or a non-blank string value. The question type is not
 * consulted (that is validateAnswerForQuestion's job, at write time). A missing answer is invalid;
 * NaN and ±Infinity are not numeric values.
 */
export function isAnswerValid(answer: AnswerLike | null | undefined): boolean {
  if (!answer) return false;
  if (isNonBlankString(answer.optionId)) return true;
  if (isFiniteNumber(answer.value) || isNonBlankString(answer.value)) return true;
  const metadata = answer.metadata;
  if (!metadata) return false;
  return isNonBlankString(metadata.text_response) || isDistributionComplete(metadata.distribution);
}

export type AnswersByQuestionId =
  | ReadonlyMap<string, AnswerLike | null | undefined>
  | Readonly<Record<string, AnswerLike | null | undefined>>;

function answerFor(answers: AnswersByQuestionId, questionId: string): AnswerLike | null | undefined {
  if (answers instanceof Map) return answers.get(questionId);
  return Object.hasOwn(answers, questionId)
    ? (answers as Readonly<Record<string, AnswerLike | null | undefined>>)[questionId]
    : undefined;
}

/** A group is complete when every one of its questions has a valid answer (an empty group is complete). */
export function isGroupComplete(
  questions: readonly Pick<DiagnosticQuestion, 'id'>[],
  answersByQuestionId: AnswersByQuestionId,
): boolean {
  return questions.every((question) => isAnswerValid(answerFor(answersByQuestionId, question.id)));
}

type ValidatedQuestion = Pick<DiagnosticQuestion, 'questionType' | 'options' | 'metadata'>;

/** Inclusive ranges of the numeric question types. */
export const numericRanges = {
  slider: { min: 0, max: 100 },
  scale_1_to_5: { min: 1, max: 5 },
  scale_1_to_10: { min: 1, max: 10 },
  rating_stars: { min: 1, max: 5 },
} as const;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'yyyy-MM-dd' naming a day that exists ('2025-02-29' does not). */
export function isIsoDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'HH:mm', 00:00 to 23:59. */
export function isTime(value: string): boolean {
  return timePattern.test(value);
}

function validateOptions(question: ValidatedQuestion, request: SaveAnswerRequest): string | null {
  const optionIds = new Set(question.options.map((option) => option.id));
  if (request.optionId !== null && !optionIds.has(request.optionId)) return text.optionNotInQuestion;
  const selected = request.metadata.selected_option_ids ?? [];
  if (selected.some((id) => !optionIds.has(id))) return text.optionNotInQuestion;
  return null;
}

/** Every revenue the write carries (value, metadata.revenue) must pass; carrying none is a revenue of 0. */
function validateRevenueAnswer(request: SaveAnswerRequest): string | null {
  const revenues = [request.value, request.metadata.revenue].filter((v) => v !== null && v !== undefined);
  if (revenues.length === 0) return validateRevenue(0);
  for (const revenue of revenues) {
    const problem = validateRevenue(revenue);
    if (problem) return problem;
  }
  return null;
}

function validateNumeric(request: SaveAnswerRequest, range: { min: number; max: number }): string | null {
  const { value } = request;
  if (value === null) return text.valueRequired;
  if (!Number.isInteger(value)) return text.valueNotInteger;
  if (value < range.min || value > range.max) return text.valueOutOfRange(range.min, range.max);
  return null;
}

function validateRatingStars(question: ValidatedQuestion, request: SaveAnswerRequest): string | null {
  const invalid = validateNumeric(request, numericRanges.rating_stars);
  if (invalid || question.options.length === 0) return invalid;
  const matching = question.options.filter((option) => option.value === request.value);
  if (matching.length === 0) return text.valueWithoutOption;
  if (request.optionId !== null && !matching.some((option) => option.id === request.optionId)) {
    return text.optionValueMismatch;
  }
  return null;
}

function validateDistribution(question: ValidatedQuestion, request: SaveAnswerRequest): string | null {
  const distribution = request.metadata.distribution;
  if (!distribution || distribution.length === 0) return text.distributionRequired;
  const categories = new Set(question.metadata.categories ?? []);
  const seen = new Set<string>();
  for (const item of distribution) {
    if (!categories.has(item.category)) return text.distributionUnknownCategory(item.category);
    if (seen.has(item.category)) return text.distributionDuplicateCategory(item.category);
    seen.add(item.category);
    if (!isFiniteNumber(item.percentage) || item.percentage < 0 || item.percentage > 100) {
      return text.distributionPercentageOutOfRange;
    }
  }
  return isDistributionComplete(distribution) ? null : text.distributionMustTotal100;
}

function validateText(
  request: SaveAnswerRequest,
  check: (value: string) => boolean,
  message: string,
): string | null {
  const response = request.metadata.text_response;
  return typeof response === 'string' && check(response) ? null : message;
}

const knownTypes: ReadonlySet<string> = new Set(questionTypes);

/**
 * The API's check of one answer write against its question: null when acceptable, else a pt-BR message.
 *
 * Everywhere: optionId and metadata.selected_option_ids must be options of the question. Then per type,
 * the answer the type needs must be there and be well formed:
 * - single_choice, yes_no: an option.
 * - multiple_choice: any selection, including none (unticking the last box clears the answer).
 * - numeric_input: a number or null (spec: non-numeric input is saved as null); an investor revenue
 *   question (metadata.role 'revenue') must carry a revenue passing validateRevenue, in `value` or
 *   metadata.revenue.
 * - slider 0-100, scale_1_to_5 1-5, scale_1_to_10 1-10, rating_stars 1-5: a whole number in range;
 *   rating_stars with options must match an option's value (and optionId, if sent, that option).
 * - distribution: items of the question's categories, each once, 0-100, totalling exactly 100.
 * - date_input: text_response 'yyyy-MM-dd', a real day. time_input: text_response 'HH:mm'.
 * - open_text: non-blank text_response of at most 5000 characters.
 * - any other type: 'Tipo de pergunta não reconhecido'.
 * Fields a type does not use are not checked.
 */
export function validateAnswerForQuestion(
  question: ValidatedQuestion,
  request: SaveAnswerRequest,
): string | null {
  if (!knownTypes.has(question.questionType)) return text.unknownQuestionType;
  const optionProblem = validateOptions(question, request);
  if (optionProblem) return optionProblem;

  switch (question.questionType) {
    case 'single_choice':
    case 'yes_no':
      return request.optionId === null ? text.optionRequired : null;
    case 'multiple_choice':
      return null;
    case 'numeric_input':
      return question.metadata.role === 'revenue' ? validateRevenueAnswer(request) : null;
    case 'slider':
    case 'scale_1_to_5':
    case 'scale_1_to_10':
      return validateNumeric(request, numericRanges[question.questionType]);
    case 'rating_stars':
      return validateRatingStars(question, request);
    case 'distribution':
      return validateDistribution(question, request);
    case 'date_input':
      return validateText(request, isIsoDate, text.dateInvalid);
    case 'time_input':
      return validateText(request, isTime, text.timeInvalid);
    case 'open_text': {
      const response = request.metadata.text_response;
      if (typeof response !== 'string' || response.trim() === '') return text.textRequired;
      return response.length > OPEN_TEXT_MAX_LENGTH ? text.textTooLong(OPEN_TEXT_MAX_LENGTH) : null;
    }
    default:
      return text.unknownQuestionType;
  }
}
