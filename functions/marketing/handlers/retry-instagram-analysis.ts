import { analysisParams } from '../../contracts/website-analysis';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { restartAnalysis } from '../instagram-analyses';

/** Retry of a failed Instagram analysis: a new run, pending (spec 4). */
export const handler = defineHandler(
  'POST /api/instagram-analyses/{analysisId}/retry',
  { params: analysisParams },
  async ({ auth, params }) => ok(await restartAnalysis(auth.userId, params.analysisId, 'retry')),
);
