import { closeImpersonationSession } from '../../data/impersonation-sessions';
import { defineHandler, noContent } from '../../http/define-handler';
import { log } from '../../http/log';

/**
 * Admin: ends the admin's impersonation session (spec: end_impersonation_session). Sent with the admin's
 * own identity, without the impersonation header. Ending when none is open is not an error.
 */
export const handler = defineHandler('DELETE /api/admin/impersonation', {}, async ({ auth }) => {
  const ended = await closeImpersonationSession(auth.userId);
  log('info', 'impersonation ended', { adminId: auth.userId, targetUserId: ended?.targetUserId ?? null });
  return noContent();
});
