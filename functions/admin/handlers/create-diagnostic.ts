import { audit } from '../audit';
import { createDiagnosticRequest } from '../../contracts/admin-diagnostics';
import { adminDiagnosticsMessages } from '../../contracts/messages/admin-diagnostics';
import { createDiagnostic } from '../../diagnostics/diagnostics';
import { clearPartitionFor } from '../../diagnostics/diagnostic-removal';
import { DomainError } from '../../domain/errors';
import { created, defineHandler } from '../../platform/http/define-handler';

/**
 * Admin: 'Novo Diagnóstico'. It starts unpublished; its slug is its address and id. Leftovers of a
 * failed deletion under that slug are cleared first (functions/diagnostics/diagnostic-removal.ts).
 */
export const handler = defineHandler(
  'POST /api/admin/diagnostics',
  { body: createDiagnosticRequest },
  async (request) => {
    const free = (await clearPartitionFor(request.body.slug)) === 'free';
    const diagnostic = free
      ? await createDiagnostic(
          request.body,
          audit(request, 'diagnostic.created', { content: `diagnostic:${request.body.slug}` }),
        )
      : null;
    if (!diagnostic) {
      const message = adminDiagnosticsMessages.slugTaken;
      throw new DomainError('conflict', message, [{ field: 'slug', message }]);
    }
    return created({ ...diagnostic, questionCount: 0 });
  },
);
