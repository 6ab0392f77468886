import { audit } from '../audit';
import { startImpersonationRequest, type ImpersonationResponse } from '../../contracts/impersonation';
import { adminMessages } from '../../contracts/messages/admin';
import { openImpersonationSession } from '../../platform/data/impersonation-sessions';
import { getProfile } from '../../account/profiles';
import { created, defineHandler } from '../../platform/http/define-handler';
import { notFound, validationError } from '../../platform/http/errors';
import { impersonationExpiry } from '../../platform/http/impersonation';
import { viewerAddress } from '../../platform/http/viewer-address';

/**
 * Admin: opens an impersonation session for a user (spec: admin-impersonate-user). The session is the
 * security log: admin, target, the admin's address (CloudFront's viewer address, not the edge's) and user
 * agent (from the request, not the body), start and expiry.
 * While it is open the SPA sends the impersonation header and the API acts as that user.
 */
export const handler = defineHandler(
  'POST /api/admin/impersonation',
  { body: startImpersonationRequest },
  async (request) => {
    const { auth, body, event } = request;
    const { targetUserId } = body;
    if (targetUserId === auth.userId) {
      throw validationError(
        [{ field: 'targetUserId', message: adminMessages.impersonationSelf }],
        adminMessages.impersonationSelf,
      );
    }
    const target = await getProfile(targetUserId);
    if (!target) throw notFound(adminMessages.impersonationTargetNotFound);

    const started = new Date();
    const session = {
      adminId: auth.userId,
      targetUserId,
      targetEmail: target.email,
      ipAddress: viewerAddress(event),
      userAgent: (event.headers?.['user-agent'] ?? 'desconhecido').slice(0, 500),
      startedAt: started.toISOString(),
      expiresAt: impersonationExpiry(started),
    };
    await openImpersonationSession(
      session,
      audit(
        request,
        'impersonation.started',
        { userId: targetUserId, email: target.email },
        { ipAddress: session.ipAddress, userAgent: session.userAgent, expiresAt: session.expiresAt },
      ),
    );
    const answer: ImpersonationResponse = {
      success: true,
      targetUserId,
      email: target.email,
      startedAt: session.startedAt,
      expiresAt: session.expiresAt,
    };
    return created(answer);
  },
);
