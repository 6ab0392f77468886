import { answerParams, saveAnswerRequest, type Answer } from '../../contracts/diagnostics';
import { diagnosticsMessages } from '../../contracts/messages/diagnostics';
import { diagnosticsApiMessages } from '../../contracts/messages/diagnostics-api';
import { resultExists, saveAnswer } from '../diagnostic-results';
import { getDiagnostic, getQuestion } from '../diagnostics';
import { validateAnswerForQuestion } from '../../domain/answer-validity';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { notFound, validationError } from '../../platform/http/errors';

/** The request field a refusal is about, by question type (for the VALIDATION_ERROR details). */
function fieldOf(questionType: string): string {
  switch (questionType) {
    case 'single_choice':
    case 'yes_no':
    case 'multiple_choice':
      return 'optionId';
    case 'distribution':
      return 'metadata.distribution';
    case 'open_text':
    case 'date_input':
    case 'time_input':
      return 'metadata.text_response';
    default:
      return 'value';
  }
}

/**
 * Saves one answer of the signed-in user. The question is read from the catalogue with its options
 * (one Query, alongside a GetItem of the diagnostic) and the answer checked against it; an unknown
 * question, one of another diagnostic or an invalid answer is a 400 and nothing is written. Whether
 * the result exists is read alongside; then ONE transaction puts the answer and creates (and counts)
 * or touches the result (a completed result stays completed). Two round trips.
 */
export const handler = defineHandler(
  'PUT /api/diagnostics/{diagnosticId}/answers/{questionId}',
  { params: answerParams, body: saveAnswerRequest },
  async ({ auth, params, body }) => {
    const { diagnosticId, questionId } = params;
    const [diagnostic, question, resultExisted] = await Promise.all([
      getDiagnostic(diagnosticId),
      getQuestion(diagnosticId, questionId),
      resultExists(auth.userId, diagnosticId),
    ]);
    if (!diagnostic?.isPublished) throw notFound(diagnosticsMessages.notAvailable);
    if (!question) {
      throw validationError([{ field: 'questionId', message: diagnosticsApiMessages.unknownQuestion }]);
    }
    const problem = validateAnswerForQuestion(question, body);
    if (problem) throw validationError([{ field: fieldOf(question.questionType), message: problem }]);

    const answer: Answer = await saveAnswer(auth.userId, diagnosticId, questionId, body, resultExisted);
    return ok(answer);
  },
);
