import { defineHandler, ok } from '../../platform/http/define-handler';
import { listAnalyses } from '../instagram-analyses';

export const handler = defineHandler('GET /api/instagram-analyses', {}, async ({ auth }) => {
  const analyses = await listAnalyses(auth.userId);
  return ok(analyses);
});
