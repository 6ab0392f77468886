import { audit } from '../audit';
import { questionInput, questionParams } from '../../contracts/admin-questions';
import { updateQuestion } from '../question-writes';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: a question's text, type, metadata, options and weight, replaced in one transaction. */
export const handler = defineHandler(
  'PUT /api/admin/diagnostics/{diagnosticId}/questions/{questionId}',
  { params: questionParams, body: questionInput },
  async (request) => {
    const { diagnosticId, questionId } = request.params;
    const question = await updateQuestion(
      diagnosticId,
      questionId,
      request.body,
      audit(request, 'question.updated', { content: `question:${diagnosticId}/${questionId}` }),
    );
    return ok(question);
  },
);
