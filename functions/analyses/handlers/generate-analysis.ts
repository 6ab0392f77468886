import { requestAnalysis } from '../request-analysis';
import { analysisParams } from '../../contracts/analyses';
import { defineHandler } from '../../platform/http/define-handler';

/**
 * (Re)generates the signed-in user's analysis of a result: 202 with the processing item; the workflow
 * records completed or error on it. Business: marks the result completed first. At most
 * MAX_REGENERATIONS regenerations (429 after), 409 while one is processing. See requestAnalysis.
 */
export const handler = defineHandler(
  'POST /api/analyses/{resultId}/generate',
  { params: analysisParams },
  async ({ auth, params }) => ({
    statusCode: 202,
    body: await requestAnalysis(auth.userId, params.resultId),
  }),
);
