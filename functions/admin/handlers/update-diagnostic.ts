import { audit } from '../audit';
import { updateDiagnosticRequest } from '../../contracts/admin-diagnostics';
import { diagnosticIdParams } from '../../contracts/diagnostics';
import { adminDiagnosticsMessages } from '../../contracts/messages/admin-diagnostics';
import { updateDiagnostic } from '../../diagnostics/diagnostics';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { notFound } from '../../platform/http/errors';

/** Admin: the edit dialog's title, description and icon (the slug stays). */
export const handler = defineHandler(
  'PATCH /api/admin/diagnostics/{diagnosticId}',
  { params: diagnosticIdParams, body: updateDiagnosticRequest },
  async (request) => {
    const { diagnosticId } = request.params;
    const diagnostic = await updateDiagnostic(
      diagnosticId,
      request.body,
      audit(
        request,
        'diagnostic.updated',
        { content: `diagnostic:${diagnosticId}` },
        { fields: Object.keys(request.body) },
      ),
    );
    if (!diagnostic) throw notFound(adminDiagnosticsMessages.notFound);
    return ok(diagnostic);
  },
);
