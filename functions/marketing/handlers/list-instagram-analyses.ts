import { defineHandler, ok } from '../../platform/http/define-handler';
import { listAnalyses } from '../instagram-analyses';

export const handler = defineHandler('GET /api/instagram-analyses', {}, async ({ auth, entitled }) => {
  const [analyses] = await Promise.all([listAnalyses(auth.userId), entitled]);
  return ok(analyses);
});
