import type { DiagnosticQuestion, SaveAnswerRequest } from '../../contracts/diagnostics';
import { fundadorAnswers } from './answers/fundador';
import { investidorAnswers } from './answers/investidor';
import { negocioAnswers } from './answers/negocio';
import { sistemaGestaoAnswers } from './answers/sistema-gestao';
import type { BookAnswer, DiagnosticBook } from './answers/types';

export type { BookAnswer, DiagnosticBook } from './answers/types';

/**
 * The demo founder's answer book: for each seeded diagnostic (by id), her answer to every question, keyed
 * by the seed question key. The API's question id is `<diagnosticId>-<key>` (see questionIdOf in
 * functions/seed/catalogue-records.ts); options are named by their text, not their id.
 */
export const answerBook: Readonly<Record<string, DiagnosticBook>> = {
  fundador: fundadorAnswers,
  negocio: negocioAnswers,
  'sistema-gestao': sistemaGestaoAnswers,
  investidor: investidorAnswers,
};

export class DemoAnswerError extends Error {
  override name = 'DemoAnswerError';
}

/** The seed key of an API question: its id without the `<diagnosticId>-` prefix. */
export function seedKeyOf(question: Pick<DiagnosticQuestion, 'id' | 'diagnosticId'>): string | null {
  const prefix = `${question.diagnosticId}-`;
  return question.id.startsWith(prefix) ? question.id.slice(prefix.length) : null;
}

/** The book's answer to a questionnaire question, or undefined when the book has none. */
export function bookAnswerFor(
  question: Pick<DiagnosticQuestion, 'id' | 'diagnosticId'>,
): BookAnswer | undefined {
  const key = seedKeyOf(question);
  const book = answerBook[question.diagnosticId];
  return key !== null && book && Object.hasOwn(book, key) ? book[key] : undefined;
}

const describe = (answer: BookAnswer) => Object.keys(answer)[0] ?? 'nothing';

/**
 * The PUT /api/diagnostics/{diagnosticId}/answers/{questionId} body the demo founder sends for a question
 * of GET /api/diagnostics/{diagnosticId}/questionnaire. Options are looked up by their text. Throws a
 * DemoAnswerError when the book has no answer for the question, names an option or a category the
 * question does not have, or holds a kind of answer the question type does not take.
 */
export function demoAnswer(question: DiagnosticQuestion): SaveAnswerRequest {
  const where = `${question.diagnosticId}/${question.id} (${question.questionType})`;
  const fail = (message: string) => new DemoAnswerError(`demo answer for ${where}: ${message}`);
  const answer = bookAnswerFor(question);
  if (!answer) throw fail('the answer book has no answer for this question');
  const wrongKind = () =>
    fail(`the book holds a '${describe(answer)}' answer, which this type does not take`);
  const optionNamed = (text: string) => {
    const option = question.options.find((candidate) => candidate.text === text);
    if (!option) {
      const known = question.options.map((candidate) => `'${candidate.text}'`).join(', ');
      throw fail(`no option '${text}' (options: ${known})`);
    }
    return option;
  };

  switch (question.questionType) {
    case 'single_choice':
    case 'yes_no':
    case 'rating_stars': {
      if (!('choice' in answer)) throw wrongKind();
      const option = optionNamed(answer.choice);
      return { optionId: option.id, value: option.value, metadata: {} };
    }
    case 'multiple_choice': {
      if (!('choices' in answer)) throw wrongKind();
      if (answer.choices.length === 0) throw fail('no option is ticked');
      const ids = answer.choices.map((text) => optionNamed(text).id);
      return { optionId: ids[0] ?? null, value: null, metadata: { selected_option_ids: ids } };
    }
    case 'numeric_input': {
      if (!('number' in answer)) throw wrongKind();
      const { role } = question.metadata;
      if (role === 'revenue')
        return { optionId: null, value: answer.number, metadata: { revenue: answer.number } };
      if (role === 'marketingBudget') {
        return { optionId: null, value: answer.number, metadata: { marketingBudget: answer.number } };
      }
      return { optionId: null, value: answer.number, metadata: {} };
    }
    case 'slider':
    case 'scale_1_to_5':
    case 'scale_1_to_10': {
      if (!('number' in answer)) throw wrongKind();
      return { optionId: null, value: answer.number, metadata: {} };
    }
    case 'distribution': {
      if (!('distribution' in answer)) throw wrongKind();
      const categories = new Set(question.metadata.categories ?? []);
      const distribution = Object.entries(answer.distribution).map(([category, percentage]) => {
        if (!categories.has(category)) throw fail(`no category '${category}'`);
        return { category, percentage };
      });
      return { optionId: null, value: null, metadata: { distribution } };
    }
    case 'open_text':
    case 'date_input':
    case 'time_input': {
      if (!('text' in answer)) throw wrongKind();
      return { optionId: null, value: null, metadata: { text_response: answer.text } };
    }
    default:
      throw fail('unknown question type');
  }
}
