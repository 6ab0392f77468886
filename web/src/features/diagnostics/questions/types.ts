import type { DiagnosticQuestion, SaveAnswerRequest } from '@contracts/diagnostics';

export interface QuestionInputProps {
  question: DiagnosticQuestion;
  answer: SaveAnswerRequest | undefined;
  onChange: (answer: SaveAnswerRequest) => void;
  disabled: boolean;
}

export const emptyAnswer = (): SaveAnswerRequest => ({ optionId: null, value: null, metadata: {} });

/** The field's accessible name: the question text. */
export const labelId = (question: DiagnosticQuestion) => `question-${question.id}`;
