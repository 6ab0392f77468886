import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { appConfig } from '../config/app-config';
import { IMPERSONATION_HEADER } from '../../contracts/impersonation';
import { adminMessages } from '../../contracts/messages/admin';
import type { AuthContext } from './auth-context';
import { AppError } from './errors';
import { log } from './log';

const refused = (message: string) => new AppError('PERMISSION_DENIED', message);

/**
 * The identity a request acts as. Without the impersonation header: the caller. With it: only an admin
 * with an open, unexpired session for exactly that user may act as them, and then as a plain user (admin
 * powers off); anything else is refused (403) and logged. Every impersonated request is logged with both ids.
 */
export async function actingIdentity(
  caller: AuthContext,
  event: APIGatewayProxyEventV2,
  routeKey: string,
): Promise<AuthContext> {
  const target = event.headers?.[IMPERSONATION_HEADER]?.trim();
  if (!target) return caller;
  if (!caller.isAdmin) {
    log('warn', 'impersonation refused', {
      route: routeKey,
      callerId: caller.userId,
      target,
      reason: 'not-admin',
    });
    throw refused(adminMessages.impersonationAdminOnly);
  }
  // Loaded on demand: only requests that carry the header pay for it.
  const { getImpersonationSession } = await import('../data/impersonation-sessions');
  const session = await getImpersonationSession(caller.userId);
  const open = session && session.targetUserId === target && Date.parse(session.expiresAt) > Date.now();
  if (!open) {
    log('warn', 'impersonation refused', {
      route: routeKey,
      adminId: caller.userId,
      target,
      reason: session ? 'session-for-another-user-or-expired' : 'no-open-session',
    });
    throw refused(adminMessages.impersonationRefused);
  }
  log('info', 'impersonated request', { route: routeKey, adminId: caller.userId, targetUserId: target });
  return { userId: target, groups: [], roles: ['user'], isAdmin: false, impersonatedBy: caller.userId };
}

/** How long a session opened now stays open. */
export const impersonationExpiry = (from: Date) =>
  new Date(from.getTime() + appConfig.impersonation.sessionMs).toISOString();
