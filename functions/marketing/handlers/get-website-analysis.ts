import { analysisParams } from '../../contracts/website-analysis';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { getAnalysis } from '../website-analyses';

/** One website analysis with its steps and normalised data. */
export const handler = defineHandler(
  'GET /api/website-analyses/{analysisId}',
  { params: analysisParams },
  async ({ auth, params }) => {
    const analysis = await getAnalysis(auth.userId, params.analysisId);
    return ok(analysis);
  },
);
