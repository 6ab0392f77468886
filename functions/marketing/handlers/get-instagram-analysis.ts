import { analysisParams } from '../../contracts/website-analysis';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { getAnalysis } from '../instagram-analyses';

export const handler = defineHandler(
  'GET /api/instagram-analyses/{analysisId}',
  { params: analysisParams },
  async ({ auth, params }) => {
    const analysis = await getAnalysis(auth.userId, params.analysisId);
    return ok(analysis);
  },
);
