import { diagnosticIdParams, type QuestionnaireResponse } from '../../contracts/diagnostics';
import { diagnosticsMessages } from '../../contracts/messages/diagnostics';
import { getQuestionnaire } from '../diagnostics';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { notFound } from '../../platform/http/errors';

/** The whole questionnaire in ONE Query; 404 when the diagnostic is missing or unpublished. */
export const handler = defineHandler(
  'GET /api/diagnostics/{diagnosticId}/questionnaire',
  { params: diagnosticIdParams },
  async ({ params }) => {
    const questionnaire = await getQuestionnaire(params.diagnosticId);
    if (!questionnaire?.diagnostic.isPublished) throw notFound(diagnosticsMessages.notAvailable);
    const answer: QuestionnaireResponse = questionnaire;
    return ok(answer);
  },
);
