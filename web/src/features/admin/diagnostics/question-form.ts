import {
  DEFAULT_QUESTION_WEIGHT,
  questionInput,
  type AdminQuestion,
  type QuestionDeletion,
  type QuestionInput,
} from '@contracts/admin-questions';
import type { QuestionMetadata, QuestionType } from '@contracts/diagnostics';
import { adminQuestionScreensMessages, adminQuestionsMessages } from '@contracts/messages/admin-questions';

/** The types whose answers are picked from options: the dialog shows the options editor for these. */
export const CHOICE_TYPES: readonly string[] = [
  'single_choice',
  'multiple_choice',
  'yes_no',
  'scale_1_to_5',
  'scale_1_to_10',
  'rating_stars',
] satisfies QuestionType[];

export const isChoiceType = (type: string) => CHOICE_TYPES.includes(type);

/** A row of the options editor; `key` tells rows apart while they move, `id` is kept for existing options. */
export interface OptionRow {
  key: string;
  id?: string;
  text: string;
  value: string;
}

/** The question dialog's fields, as typed (lists one item per line, numbers as text). */
export interface QuestionValues {
  text: string;
  questionType: string;
  section: string;
  sectionTitle: string;
  sectionDescription: string;
  categories: string;
  information: string;
  info: string;
  bulletPoints: string;
  placeholder: string;
  options: OptionRow[];
  weight: string;
  /** The seeded questions' scoring keys, kept as they are. */
  scoring: Pick<QuestionMetadata, 'role' | 'unit' | 'disc'>;
}

/** A field's message by its name in the form: `text`, `section`, `options`, `options.2.value`, … */
export type QuestionErrors = Partial<Record<string, string>>;

/** The contract's metadata keys by the form's field names. */
const metadataFields = {
  section: 'section',
  section_title: 'sectionTitle',
  section_description: 'sectionDescription',
  categories: 'categories',
  information: 'information',
  info: 'info',
  bullet_points: 'bulletPoints',
  placeholder: 'placeholder',
} as const;

let nextKey = 0;
/** A new row's key: unique in this page. */
export const newRowKey = () => `row-${(nextKey += 1)}`;

/**
 * Shows a weight as the spec does: '1.0' for a whole number, otherwise as stored; one that could not be
 * read shows the default (spec 8: a failed weight read gives 1.0), never NaN.
 */
export function weightText(weight: number): string {
  const shown = Number.isFinite(weight) ? weight : DEFAULT_QUESTION_WEIGHT;
  return Number.isInteger(shown) ? shown.toFixed(1) : String(shown);
}

/** The starting values: the question being edited, or a new one in `section` (the last question's). */
export function questionValues(question?: AdminQuestion, section = ''): QuestionValues {
  if (!question) {
    return {
      ...emptyTexts,
      section,
      questionType: 'single_choice',
      options: [],
      weight: weightText(DEFAULT_QUESTION_WEIGHT),
      scoring: {},
    };
  }
  const { metadata } = question;
  return {
    text: question.text,
    questionType: question.questionType,
    section: metadata.section,
    sectionTitle: metadata.section_title ?? '',
    sectionDescription: metadata.section_description ?? '',
    categories: (metadata.categories ?? []).join('\n'),
    information: metadata.information ?? '',
    info: metadata.info ?? '',
    bulletPoints: (metadata.bullet_points ?? []).join('\n'),
    placeholder: metadata.placeholder ?? '',
    options: question.options.map((option) => ({
      key: option.id,
      id: option.id,
      text: option.text,
      value: String(option.value),
    })),
    weight: weightText(question.weight),
    scoring: { role: metadata.role, unit: metadata.unit, disc: metadata.disc },
  };
}

const emptyTexts = {
  text: '',
  sectionTitle: '',
  sectionDescription: '',
  categories: '',
  information: '',
  info: '',
  bulletPoints: '',
  placeholder: '',
};

/** A number as typed: a decimal comma is accepted; an empty field is no number at all. */
function typedNumber(typed: string): number | undefined {
  const trimmed = typed.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/** One item a line, blank lines left out. */
const lines = (typed: string) =>
  typed
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The request body as typed, before the contract checks it (options only for the choice types). */
export function toQuestionInput(values: QuestionValues): unknown {
  const scoring = Object.fromEntries(
    Object.entries(values.scoring).filter(([, value]) => value !== undefined),
  );
  return {
    text: values.text,
    questionType: values.questionType,
    metadata: {
      section: values.section,
      section_title: values.sectionTitle,
      section_description: values.sectionDescription,
      categories: lines(values.categories),
      information: values.information,
      info: values.info,
      bullet_points: lines(values.bulletPoints),
      placeholder: values.placeholder,
      ...scoring,
    },
    options: isChoiceType(values.questionType)
      ? values.options.map((option) => ({
          ...(option.id ? { id: option.id } : {}),
          text: option.text,
          value: typedNumber(option.value),
        }))
      : [],
    weight: typedNumber(values.weight),
  };
}

/** The form field a contract (or server) path belongs to: `metadata.bullet_points.3` → `bulletPoints`. */
export function fieldOf(path: readonly PropertyKey[]): string {
  const [head, second, third] = path.map(String);
  if (head === 'metadata' && second !== undefined) {
    return metadataFields[second as keyof typeof metadataFields] ?? 'section';
  }
  if (head === 'options' && second !== undefined && third !== undefined) return `options.${second}.${third}`;
  return head ?? 'text';
}

/** The contract's verdict on the form: the request body, or each field's first message. */
export function validateQuestion(
  values: QuestionValues,
): { data: QuestionInput; errors?: undefined } | { data?: undefined; errors: QuestionErrors } {
  const result = questionInput.safeParse(toQuestionInput(values));
  if (result.success) return { data: result.data };
  const errors: QuestionErrors = {};
  for (const issue of result.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return { errors };
}

/** The server's per-field messages (`metadata.section`, `options.1.text`) under the form's names. */
export function formErrors(messages: Record<string, string>): QuestionErrors {
  const errors: QuestionErrors = {};
  for (const [field, message] of Object.entries(messages)) errors[fieldOf(field.split('.'))] ??= message;
  return errors;
}

/**
 * The options a choice type usually has, offered when it is picked with no option yet: Sim/Não, the
 * scales' numbers, the stars (the questionnaire maps stars to options by value).
 */
export function suggestedOptions(type: string): Omit<OptionRow, 'key'>[] {
  const range = (to: number) => Array.from({ length: to }, (_, index) => String(index + 1));
  switch (type) {
    case 'yes_no':
      return [
        { text: adminQuestionScreensMessages.yes, value: '1' },
        { text: adminQuestionScreensMessages.no, value: '0' },
      ];
    case 'scale_1_to_5':
    case 'rating_stars':
      return range(5).map((value) => ({ text: value, value }));
    case 'scale_1_to_10':
      return range(10).map((value) => ({ text: value, value }));
    default:
      return [];
  }
}

/** The type's name as the admin picks it; an unknown one says so. */
export function questionTypeLabel(type: string): string {
  const labels: Record<string, string> = adminQuestionsMessages.questionTypes;
  return labels[type] ?? adminQuestionScreensMessages.unknownType;
}

/** A deletion's progress: '3 de 10 respostas excluídas' and how far along it is (0–100). */
export function deletionProgress(deletion: Pick<QuestionDeletion, 'deletedAnswers' | 'totalAnswers'>) {
  const { deletedAnswers, totalAnswers } = deletion;
  const percent = totalAnswers > 0 ? Math.min(100, Math.round((deletedAnswers / totalAnswers) * 100)) : 0;
  return { text: adminQuestionScreensMessages.deletionProgress(deletedAnswers, totalAnswers), percent };
}
