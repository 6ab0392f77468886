import type { DiagnosticsOverview } from '../../contracts/diagnostics';
import { listResults } from '../diagnostic-results';
import { listPublishedDiagnostics } from '../diagnostics';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Hub, dashboard, My Analyses: published diagnostics (gsi1 Query) and the user's results (Query), in parallel. */
export const handler = defineHandler('GET /api/diagnostics', {}, async ({ auth }) => {
  const [diagnostics, results] = await Promise.all([listPublishedDiagnostics(), listResults(auth.userId)]);
  const answer: DiagnosticsOverview = { diagnostics, results };
  return ok(answer);
});
