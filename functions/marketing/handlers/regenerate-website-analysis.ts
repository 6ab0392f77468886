import { analysisParams } from '../../contracts/website-analysis';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { restartAnalysis } from '../website-analyses';

/** 'Regenerar análise' on the detail: pending, a new run (spec 4). */
export const handler = defineHandler(
  'POST /api/website-analyses/{analysisId}/regenerate',
  { params: analysisParams },
  async ({ auth, params }) => ok(await restartAnalysis(auth.userId, params.analysisId, 'regenerate')),
);
