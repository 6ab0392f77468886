import * as z from 'zod';

/** The header the SPA sends while an admin views the platform as another user (its value: that user's id). */
export const IMPERSONATION_HEADER = 'x-impersonate-user';

/** POST /api/admin/impersonation (spec: admin-impersonate-user). ip and user agent come from the request. */
export const startImpersonationRequest = z.strictObject({
  targetUserId: z.string().trim().min(1).max(100),
});

export const impersonationResponse = z.object({
  success: z.literal(true),
  targetUserId: z.string(),
  email: z.string(),
  startedAt: z.string(),
  expiresAt: z.string(),
});
export type ImpersonationResponse = z.infer<typeof impersonationResponse>;
