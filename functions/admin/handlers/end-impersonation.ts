import { audit } from '../audit';
import { closeImpersonationSession } from '../../platform/data/impersonation-sessions';
import { defineHandler, noContent } from '../../platform/http/define-handler';

/**
 * Admin: ends the admin's impersonation session (spec: end_impersonation_session). Sent with the admin's
 * own identity, without the impersonation header. Ending when none is open is not an error.
 */
export const handler = defineHandler('DELETE /api/admin/impersonation', {}, async (request) => {
  await closeImpersonationSession(request.auth.userId, (ended) =>
    audit(
      request,
      'impersonation.ended',
      { userId: ended.targetUserId, email: ended.targetEmail },
      { startedAt: ended.startedAt },
    ),
  );
  return noContent();
});
