import fc from 'fast-check';
import type { DiagnosticQuestion } from '../../contracts/diagnostics';
import { MAX_PLAUSIBLE_REVENUE, MIN_PLAUSIBLE_REVENUE } from '../../domain/investor-revenue';
import { QUOTE_MAX_LENGTH } from '../answers/answer-sheet';
import type { AnswerSpec } from './fixtures';

/** A random open text: 2 to 10 invented words (lowercase, 4 to 9 letters, some accented). */
export const openTextArbitrary = fc
  .array(fc.stringMatching(/^[a-zçãéõ]{4,9}$/), { minLength: 2, maxLength: 10 })
  .map((words) => words.join(' '));

/** Percentages of n categories that total exactly 100. */
export const distributionArbitrary = (categories: readonly string[]) =>
  fc
    .array(fc.integer({ min: 0, max: 100 }), {
      minLength: categories.length - 1,
      maxLength: categories.length - 1,
    })
    .map((cuts) => {
      const sorted = [0, ...[...cuts].sort((a, b) => a - b), 100];
      return Object.fromEntries(
        categories.map((category, index) => [category, (sorted[index + 1] ?? 100) - (sorted[index] ?? 0)]),
      );
    });

const pad = (value: number) => String(value).padStart(2, '0');

/** A valid answer for a question, respecting its type: options, ranges, totals of 100, real dates. */
export function answerArbitrary(question: DiagnosticQuestion): fc.Arbitrary<AnswerSpec> {
  const optionTexts = question.options.map((option) => option.text);
  switch (question.questionType) {
    case 'single_choice':
    case 'yes_no':
    case 'rating_stars':
      return fc.constantFrom(...optionTexts);
    case 'multiple_choice':
      return fc.subarray(optionTexts, { minLength: 1 });
    case 'distribution':
      return distributionArbitrary(question.metadata.categories ?? []);
    case 'open_text':
      return openTextArbitrary;
    case 'date_input':
      return fc
        .record({
          year: fc.integer({ min: 1990, max: 2035 }),
          month: fc.integer({ min: 1, max: 12 }),
          day: fc.integer({ min: 1, max: 28 }),
        })
        .map(({ year, month, day }) => `${year}-${pad(month)}-${pad(day)}`);
    case 'time_input':
      return fc
        .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
        .map(({ hour, minute }) => `${pad(hour)}:${pad(minute)}`);
    case 'slider':
      return fc.integer({ min: 0, max: 100 });
    case 'scale_1_to_5':
      return fc.integer({ min: 1, max: 5 });
    case 'scale_1_to_10':
      return fc.integer({ min: 1, max: 10 });
    case 'numeric_input':
      return question.metadata.role === 'revenue'
        ? fc.integer({ min: MIN_PLAUSIBLE_REVENUE, max: MAX_PLAUSIBLE_REVENUE })
        : fc.integer({ min: 0, max: 1_000_000 });
    default:
      return fc.constant('');
  }
}

/** A complete, valid answer set (by question key) for a questionnaire. */
export function answerSetArbitrary(
  diagnosticId: string,
  questions: readonly DiagnosticQuestion[],
): fc.Arbitrary<Record<string, AnswerSpec>> {
  const prefix = `${diagnosticId}-`;
  return fc.record(
    Object.fromEntries(
      questions.map((question) => [question.id.slice(prefix.length), answerArbitrary(question)]),
    ),
  );
}

/**
 * What counts as the user's own words in an output: the texts of the options chosen (except the bare
 * 'Sim'/'Não') and the open texts (their first 40 characters when longer than a quotation).
 */
export function ownAnswers(
  diagnosticId: string,
  questions: readonly DiagnosticQuestion[],
  answers: Record<string, AnswerSpec>,
): string[] {
  const prefix = `${diagnosticId}-`;
  return questions.flatMap((question) => {
    const spec = answers[question.id.slice(prefix.length)];
    if (spec === undefined) return [];
    switch (question.questionType) {
      case 'single_choice':
      case 'rating_stars':
        return [String(spec)];
      case 'multiple_choice':
        return spec as string[];
      case 'open_text': {
        const text = String(spec);
        return [text.length > QUOTE_MAX_LENGTH ? text.slice(0, 40) : text];
      }
      default:
        return [];
    }
  });
}
