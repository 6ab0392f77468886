import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { putAuditRecord, userTarget } from '../data/audit';
import type { AuthContext } from '../http/auth-context';
import { log } from '../http/log';

export type AuditAction =
  | 'user.created'
  | 'user.updated'
  | 'user.roles-changed'
  | 'user.deleted'
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
 * Records one admin write once it happened: a structured log line (always) and an audit item (the
 * table's trail, docs/architecture.md "Audit"). `details` never holds secrets or request bodies.
 */
export async function audit(
  request: { auth: AuthContext; event: APIGatewayProxyEventV2 },
  action: AuditAction,
  target: AuditTarget,
  details: Record<string, unknown> = {},
): Promise<void> {
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
  // e-mail so an operator reading the trail knows who it was after the user is deleted.
  const { targetEmail: _email, ...logged } = record;
  log('info', 'admin audit', logged);
  try {
    await putAuditRecord(record);
  } catch (error) {
    // The change is made; the log line above is the record then.
    log('error', 'admin audit record not stored', { ...logged, error: String(error) });
  }
}
