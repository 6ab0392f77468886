import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '../../../functions/platform/data/audit-log';

/**
 * An audit entry as an admin handler makes it, for tests that call a service or the data layer
 * directly (imported late: the data layer reads the stack's environment at import).
 */
export async function testAudit(target = 'test'): Promise<AuditEntry> {
  const { audit } = await import('../../../functions/admin/audit');
  const request = {
    auth: { userId: 'test-admin' },
    event: { requestContext: { requestId: randomUUID() } },
  } as unknown as Parameters<typeof audit>[0];
  return audit(request, 'diagnostic.updated', { content: target });
}
