import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { auditPut, userTarget, type AuditEntry } from '../platform/data/audit-log';
import type { AuthContext } from '../platform/http/auth-context';
import { log } from '../platform/http/log';

export type AuditAction =
  | 'user.created'
  | 'user.updated'
  | 'user.roles-changed'
  | 'user.deleted'
  /** The user deleted her own account ("Excluir minha conta"): the actor is the user. */
  | 'user.self-deleted'
  | 'subscription.changed'
  | 'impersonation.started'
  | 'impersonation.ended'
  | 'onboarding.changed'
  | 'diagnostic.created'
  | 'diagnostic.updated'
  | 'diagnostic.published'
  | 'diagnostic.unpublished'
  | 'diagnostic.deleted'
  | 'diagnostic.imported'
  | 'question.created'
  | 'question.updated'
  | 'question.moved'
  | 'question.deletion-started'
  | 'recommendation.created'
  | 'recommendation.updated'
  | 'recommendation.deleted'
  | 'module.created'
  | 'module.updated'
  | 'module.moved'
  | 'module.deleted'
  | 'material.created'
  | 'material.updated'
  | 'material.deleted'
  | 'material.items-saved'
  | 'upload.granted';

/** Whom or what an admin write changed: a user (with the e-mail, for the trail) or a content item. */
export type AuditTarget = { userId: string; email?: string | null } | { content: string };

/**
 * The audit of one admin write: an audit item (the table's trail, docs/decisions/0023-admin-impersonation-and-audit-trail.md) that the
 * write carries in its own transaction, and the structured log line once that transaction went
 * through. Nothing is recorded for a write that failed, and no write stands without its record.
 * `details` never holds secrets or request bodies.
 */
export function audit(
  request: { auth: AuthContext; event: APIGatewayProxyEventV2 },
  action: AuditAction,
  target: AuditTarget,
  details: Record<string, unknown> = {},
): AuditEntry {
  const record = {
    at: new Date().toISOString(),
    requestId: request.event.requestContext?.requestId ?? 'local',
    action,
    actorId: request.auth.userId,
    target: 'content' in target ? target.content : userTarget(target.userId),
    ...('email' in target && target.email ? { targetEmail: target.email } : {}),
    details,
  };
  // The log line carries ids only (logs never hold an e-mail); the audit item keeps the target's
  // e-mail while the user exists, and her deletion replaces it by her id alone (decision 0047).
  const { targetEmail: _email, ...logged } = record;
  return { put: auditPut(record), written: () => log('info', 'admin audit', logged) };
}
