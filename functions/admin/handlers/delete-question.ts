import { startQuestionDeletion } from '../question-deletion';
import { audit } from '../audit';
import { questionParams } from '../../contracts/admin-questions';
import { defineHandler, type HttpResult } from '../../platform/http/define-handler';

/**
 * Admin: deletes a question with every user's answer to it, its options and weight, in the
 * background; answers 202 with the progress the questions list then shows. A failed deletion is
 * resumed by deleting again.
 */
export const handler = defineHandler(
  'DELETE /api/admin/diagnostics/{diagnosticId}/questions/{questionId}',
  { params: questionParams },
  async (request): Promise<HttpResult> => {
    const { diagnosticId, questionId } = request.params;
    const deletion = await startQuestionDeletion(diagnosticId, questionId, (started) =>
      audit(
        request,
        'question.deletion-started',
        { content: `question:${diagnosticId}/${questionId}` },
        { answers: started.totalAnswers },
      ),
    );
    return { statusCode: 202, body: deletion };
  },
);
