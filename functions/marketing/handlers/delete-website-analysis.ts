import { analysisParams } from '../../contracts/website-analysis';
import { defineHandler, noContent } from '../../platform/http/define-handler';
import { deleteAnalysis } from '../website-analyses';

export const handler = defineHandler(
  'DELETE /api/website-analyses/{analysisId}',
  { params: analysisParams },
  async ({ auth, params }) => {
    await deleteAnalysis(auth.userId, params.analysisId);
    return noContent();
  },
);
