import { defineHandler, ok } from '../../platform/http/define-handler';
import { listAnalyses } from '../website-analyses';

/** The user's website analyses, newest first. */
export const handler = defineHandler('GET /api/website-analyses', {}, async ({ auth }) => {
  const analyses = await listAnalyses(auth.userId);
  return ok(analyses);
});
