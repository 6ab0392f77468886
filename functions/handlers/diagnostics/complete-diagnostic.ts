import { diagnosticIdParams, type DiagnosticResult } from '../../contracts/diagnostics';
import { messages } from '../../contracts/messages';
import { completeResult, listAnswers } from '../../data/diagnostic-results';
import { getQuestionnaire } from '../../data/diagnostics';
import { onDiagnosticCompleted } from '../../diagnostics/lifecycle';
import { isGroupComplete } from '../../domain/answer-validity';
import { groupQuestions } from '../../domain/question-groups';
import { defineHandler, ok } from '../../http/define-handler';
import { notFound, validationError } from '../../http/errors';

/**
 * Finishes a diagnostic: every section (group of questions) must be complete, else 400 with one
 * detail per incomplete section and nothing written. Then the result is marked completed
 * ('Completed', score 0, completedAt now) and the analysis seam is called. Reads: the questionnaire
 * (one Query) and the answers (one Query), in parallel; one write.
 */
export const handler = defineHandler(
  'POST /api/diagnostics/{diagnosticId}/complete',
  { params: diagnosticIdParams },
  async ({ auth, params }) => {
    const { diagnosticId } = params;
    const [questionnaire, answers] = await Promise.all([
      getQuestionnaire(diagnosticId),
      listAnswers(auth.userId, diagnosticId),
    ]);
    if (!questionnaire?.diagnostic.isPublished) throw notFound(messages.diagnostics.notAvailable);

    const answersByQuestionId = new Map(answers.map((answer) => [answer.questionId, answer]));
    const incomplete = groupQuestions(questionnaire.questions).filter(
      (group) => !isGroupComplete(group.questions, answersByQuestionId),
    );
    if (incomplete.length > 0) {
      throw validationError(
        incomplete.map((group) => ({
          field: `sections.${group.section}`,
          message: messages.diagnosticsApi.incompleteSection(group.title),
        })),
      );
    }

    const result: DiagnosticResult = await completeResult(auth.userId, diagnosticId);
    await onDiagnosticCompleted(auth.userId, diagnosticId);
    return ok(result);
  },
);
