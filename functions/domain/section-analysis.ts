import { isGroupComplete, type AnswerLike } from './answer-validity';
import { groupQuestions, type GroupableQuestion, type QuestionGroup } from './question-groups';

/** What the section rules need of a question and of an answer: the contract's types fit. */
type SectionQuestion = GroupableQuestion & { id: string };
type SectionAnswer = AnswerLike & { questionId: string; updatedAt: string };

export type SectionReadiness<Q extends SectionQuestion> =
  | { state: 'unknown' }
  | { state: 'incomplete'; group: QuestionGroup<Q> }
  | { state: 'ready'; group: QuestionGroup<Q> };

/**
 * Spec 4: "Per-section AI analysis is available … once a section is complete": the same rule as the
 * screen's Next button (every question of the section has a valid answer). A key that names no
 * section of the questionnaire is 'unknown'.
 */
export function sectionReadiness<Q extends SectionQuestion>(
  questions: readonly Q[],
  answers: readonly SectionAnswer[],
  sectionKey: string,
): SectionReadiness<Q> {
  const group = groupQuestions(questions).find((candidate) => candidate.section === sectionKey);
  if (!group) return { state: 'unknown' };
  const byQuestionId = new Map(answers.map((answer) => [answer.questionId, answer]));
  return isGroupComplete(group.questions, byQuestionId)
    ? { state: 'ready', group }
    : { state: 'incomplete', group };
}

/**
 * The version of a section's answers: the newest updatedAt among them ('' when none). A stored
 * analysis with the same version was generated from exactly these answers (every save stamps a new
 * updatedAt), so asking again returns it instead of calling the model.
 */
export function sectionAnswersVersion(
  questions: readonly Pick<SectionQuestion, 'id'>[],
  answers: readonly SectionAnswer[],
): string {
  const ids = new Set(questions.map((question) => question.id));
  return answers
    .filter((answer) => ids.has(answer.questionId))
    .reduce((newest, answer) => (answer.updatedAt > newest ? answer.updatedAt : newest), '');
}
