import { audit } from '../audit';
import { moveQuestionRequest, questionParams } from '../../contracts/admin-questions';
import { moveQuestion } from '../question-writes';
import { defineHandler, noContent } from '../../platform/http/define-handler';

/** Admin: the up and down arrows, a swap with the neighbour in one transaction. */
export const handler = defineHandler(
  'POST /api/admin/diagnostics/{diagnosticId}/questions/{questionId}/move',
  { params: questionParams, body: moveQuestionRequest },
  async (request) => {
    const { diagnosticId, questionId } = request.params;
    await moveQuestion(
      diagnosticId,
      questionId,
      request.body.direction,
      audit(
        request,
        'question.moved',
        { content: `question:${diagnosticId}/${questionId}` },
        { direction: request.body.direction },
      ),
    );
    return noContent();
  },
);
