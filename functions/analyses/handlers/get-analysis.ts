import { analysisParams } from '../../contracts/analyses';
import { analysisApiMessages } from '../../contracts/messages/analysis-api';
import { getAnalysis } from '../analyses';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { notFound } from '../../platform/http/errors';

/**
 * The signed-in user's analysis of a result (one GetItem under the token's user): what the SPA polls
 * while the workflow runs. 404 when none was requested yet.
 */
export const handler = defineHandler(
  'GET /api/analyses/{resultId}',
  { params: analysisParams },
  async ({ auth, params }) => {
    const analysis = await getAnalysis(auth.userId, params.resultId);
    if (!analysis) throw notFound(analysisApiMessages.notFound);
    return ok(analysis);
  },
);
