import { analysisParams } from '../../contracts/website-analysis';
import { defineHandler, noContent } from '../../platform/http/define-handler';
import { deleteAnalysis } from '../instagram-analyses';

export const handler = defineHandler(
  'DELETE /api/instagram-analyses/{analysisId}',
  { params: analysisParams },
  async ({ auth, params }) => {
    await deleteAnalysis(auth.userId, params.analysisId);
    return noContent();
  },
);
