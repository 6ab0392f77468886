import { audit } from '../audit';
import { questionInput } from '../../contracts/admin-questions';
import { diagnosticIdParams } from '../../contracts/diagnostics';
import { createQuestion } from '../question-writes';
import { created, defineHandler } from '../../platform/http/define-handler';

/** Admin: a new question at the end, with its options and weight (one transaction). */
export const handler = defineHandler(
  'POST /api/admin/diagnostics/{diagnosticId}/questions',
  { params: diagnosticIdParams, body: questionInput },
  async (request) => {
    const { diagnosticId } = request.params;
    const question = await createQuestion(diagnosticId, request.body, (written) =>
      audit(request, 'question.created', { content: `question:${diagnosticId}/${written.id}` }),
    );
    return created(question);
  },
);
