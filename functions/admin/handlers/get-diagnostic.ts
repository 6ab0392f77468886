import { diagnosticIdParams } from '../../contracts/diagnostics';
import { adminDiagnosticsMessages } from '../../contracts/messages/admin-diagnostics';
import { getAdminQuestionnaire } from '../../diagnostics/diagnostics';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { notFound } from '../../platform/http/errors';

/**
 * Admin: one diagnostic with its questions, options and weights, published or not, the questions
 * being deleted included with their progress (one Query): the details and questions screens.
 */
export const handler = defineHandler(
  'GET /api/admin/diagnostics/{diagnosticId}',
  { params: diagnosticIdParams },
  async ({ params }) => {
    const questionnaire = await getAdminQuestionnaire(params.diagnosticId);
    if (!questionnaire) throw notFound(adminDiagnosticsMessages.notFound);
    return ok(questionnaire);
  },
);
