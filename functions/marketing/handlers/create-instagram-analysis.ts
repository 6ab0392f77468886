import { createInstagramAnalysisBody } from '../../contracts/instagram-analysis';
import { created, defineHandler } from '../../platform/http/define-handler';
import { createAnalysis } from '../instagram-analyses';

/** A new Instagram analysis: pending, its workflow started (spec 4); refused without a data source. */
export const handler = defineHandler(
  'POST /api/instagram-analyses',
  { body: createInstagramAnalysisBody },
  async ({ auth, body }) => created(await createAnalysis(auth.userId, body)),
);
