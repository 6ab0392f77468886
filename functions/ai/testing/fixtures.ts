import type { Answer, Diagnostic, DiagnosticQuestion } from '../../contracts/diagnostics';
import { diagnosticCatalogue, questionIdOf } from '../../seed/catalogue-records';
import { seedDiagnostics } from '../../seed/diagnostics';
import type { AnalysisInput } from '../task-input';

/** Test support: the seeded questionnaires in the contract's shapes, and answer sets built by key. */
export function seededQuestionnaire(diagnosticId: string): {
  diagnostic: Diagnostic;
  questions: DiagnosticQuestion[];
} {
  const seed = seedDiagnostics.find((candidate) => candidate.id === diagnosticId);
  if (!seed) throw new Error(`no seeded diagnostic ${diagnosticId}`);
  const catalogue = diagnosticCatalogue(seed);
  const diagnostic: Diagnostic = {
    id: seed.id,
    slug: seed.slug,
    title: seed.title,
    description: seed.description,
    icon: seed.icon,
    isPublished: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  // As the API answers: questions and options by orderNumber, each question's stored weight (1.0 unless set).
  const weightOf = new Map(catalogue.weights.map((weight) => [weight.questionId, weight.weight]));
  const questions: DiagnosticQuestion[] = [...catalogue.questions]
    .sort((a, b) => a.orderNumber - b.orderNumber)
    .map((record) => ({
      id: record.questionId,
      diagnosticId: record.diagnosticId,
      text: record.text,
      questionType: record.questionType,
      orderNumber: record.orderNumber,
      metadata: record.metadata,
      options: catalogue.options
        .filter((option) => option.questionId === record.questionId)
        .sort((a, b) => a.orderNumber - b.orderNumber)
        .map((option) => ({
          id: option.optionId,
          questionId: option.questionId,
          text: option.text,
          value: option.value,
          orderNumber: option.orderNumber,
        })),
      weight: weightOf.get(record.questionId) ?? 1,
    }));
  return { diagnostic, questions };
}

/**
 * An answer by its natural value: an option text (single choice, yes/no, rating stars), a list of option
 * texts (multiple choice), a map category → percentage (distribution), a number (numeric, slider, scales),
 * or a text (open text, date, time).
 */
export type AnswerSpec = string | number | string[] | Record<string, number>;

export function answerFor(question: DiagnosticQuestion, spec: AnswerSpec): Answer {
  const base = { questionId: question.id, updatedAt: '2026-01-01T00:00:00.000Z' };
  const optionByText = (text: string) => {
    const option = question.options.find((candidate) => candidate.text === text);
    if (!option) throw new Error(`question ${question.id} has no option '${text}'`);
    return option;
  };
  switch (question.questionType) {
    case 'single_choice':
    case 'yes_no':
    case 'rating_stars': {
      if (typeof spec === 'number') {
        const option = question.options.find((candidate) => candidate.value === spec);
        return { ...base, optionId: option?.id ?? null, value: spec, metadata: {} };
      }
      const option = optionByText(String(spec));
      return { ...base, optionId: option.id, value: option.value, metadata: {} };
    }
    case 'multiple_choice': {
      const ids = (Array.isArray(spec) ? spec : [String(spec)]).map((text) => optionByText(text).id);
      return { ...base, optionId: ids[0] ?? null, value: null, metadata: { selected_option_ids: ids } };
    }
    case 'distribution': {
      const map = spec as Record<string, number>;
      return {
        ...base,
        optionId: null,
        value: null,
        metadata: {
          distribution: Object.entries(map).map(([category, percentage]) => ({ category, percentage })),
        },
      };
    }
    case 'open_text':
    case 'date_input':
    case 'time_input':
      return { ...base, optionId: null, value: null, metadata: { text_response: String(spec) } };
    default:
      return { ...base, optionId: null, value: Number(spec), metadata: {} };
  }
}

/** An analysis input for a seeded diagnostic from answers by question key. */
export function inputFor(
  diagnosticId: string,
  answers: Record<string, AnswerSpec>,
  extra: Partial<AnalysisInput> = {},
): AnalysisInput {
  const { diagnostic, questions } = seededQuestionnaire(diagnosticId);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const list = Object.entries(answers).map(([key, spec]) => {
    const question = byId.get(questionIdOf(diagnosticId, key));
    if (!question) throw new Error(`no question ${key} in ${diagnosticId}`);
    return answerFor(question, spec);
  });
  return { diagnostic, questions, answers: list, ...extra };
}

/** Every string in a value, joined: what the tests search for the user's words. */
export function allText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(allText).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(allText).join('\n');
  return '';
}
