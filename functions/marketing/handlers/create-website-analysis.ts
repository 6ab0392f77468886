import { createWebsiteAnalysisBody } from '../../contracts/website-analysis';
import { created, defineHandler } from '../../platform/http/define-handler';
import { createAnalysis } from '../website-analyses';

/** A new website analysis: pending, its workflow started (spec 4). */
export const handler = defineHandler(
  'POST /api/website-analyses',
  { body: createWebsiteAnalysisBody },
  async ({ auth, body }) => {
    return created(await createAnalysis(auth.userId, body.websiteUrl));
  },
);
