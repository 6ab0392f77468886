import { audit } from '../../admin/audit';
import { createDiagnosticRequest } from '../../contracts/admin-diagnostics';
import { adminDiagnosticsMessages } from '../../contracts/messages/admin-diagnostics';
import { createDiagnostic } from '../../data/diagnostics';
import { DomainError } from '../../domain/errors';
import { created, defineHandler } from '../../http/define-handler';

/** Admin: 'Novo Diagnóstico'. It starts unpublished; its slug is its address and id. */
export const handler = defineHandler(
  'POST /api/admin/diagnostics',
  { body: createDiagnosticRequest },
  async (request) => {
    const diagnostic = await createDiagnostic(request.body);
    if (!diagnostic) {
      const message = adminDiagnosticsMessages.slugTaken;
      throw new DomainError('conflict', message, [{ field: 'slug', message }]);
    }
    await audit(request, 'diagnostic.created', { content: `diagnostic:${diagnostic.id}` });
    return created({ ...diagnostic, questionCount: 0 });
  },
);
