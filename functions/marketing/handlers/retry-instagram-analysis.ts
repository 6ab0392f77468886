import { analysisParams } from '../../contracts/website-analysis';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { retryAnalysis } from '../instagram-analyses';

/** Retry of a failed Instagram analysis: pending, then the data source runs (spec 4). */
export const handler = defineHandler(
  'POST /api/instagram-analyses/{analysisId}/retry',
  { params: analysisParams },
  async ({ auth, params }) => ok(await retryAnalysis(auth.userId, params.analysisId)),
);
