import type { AdminStatsResponse } from '../../contracts/admin-stats';
import { getStats } from '../../platform/data/stats';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin dashboard: the counters kept with the writes they count (one GetItem, no Scan). */
export const handler = defineHandler('GET /api/admin/stats', {}, async () => {
  const stats = await getStats();
  const answer: AdminStatsResponse = {
    profiles: stats.profiles,
    diagnostics: stats.diagnostics,
    materials: stats.materials,
    results: stats.results,
    completedResults: stats.completedResults,
    completionRate: stats.results > 0 ? Math.round((stats.completedResults / stats.results) * 100) : 0,
    materialsWithTime: stats.materialsWithTime,
  };
  return ok(answer);
});
