import * as z from 'zod';

/** GET /api/admin/stats: the dashboard's stat cards (spec 1, section 2 "Admin dashboard"). */
export const adminStatsResponse = z.object({
  profiles: z.number().int().nonnegative(),
  diagnostics: z.number().int().nonnegative(),
  materials: z.number().int().nonnegative(),
  results: z.number().int().nonnegative(),
  completedResults: z.number().int().nonnegative(),
  /** completedResults / results as a rounded percentage; 0 with no results. */
  completionRate: z.number().int().min(0).max(100),
  materialsWithTime: z.number().int().nonnegative(),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;
