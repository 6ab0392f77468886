import type { DiagnosticQuestion } from '../contracts/diagnostics';
import { diagnosticsApiMessages } from '../contracts/messages/diagnostics-api';
import { isGroupComplete, type AnswerLike } from '../domain/answer-validity';
import { groupQuestions } from '../domain/question-groups';

/** One detail per section of the questionnaire with a question unanswered (spec 5's validity). */
export function incompleteSections(
  questions: readonly DiagnosticQuestion[],
  answers: readonly (AnswerLike & { questionId: string })[],
): { field: string; message: string }[] {
  const answersByQuestionId = new Map(answers.map((answer) => [answer.questionId, answer]));
  return groupQuestions(questions)
    .filter((group) => !isGroupComplete(group.questions, answersByQuestionId))
    .map((group) => ({
      field: `sections.${group.section}`,
      message: diagnosticsApiMessages.incompleteSection(group.title),
    }));
}
