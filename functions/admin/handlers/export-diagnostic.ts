import { diagnosticIdParams } from '../../contracts/diagnostics';
import { adminDiagnosticsMessages } from '../../contracts/messages/admin-diagnostics';
import { exportDiagnostic } from '../diagnostic-import';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { notFound } from '../../platform/http/errors';

/** Admin: a diagnostic with its questions, options and weights, as the JSON file the import reads. */
export const handler = defineHandler(
  'GET /api/admin/diagnostics/{diagnosticId}/export',
  { params: diagnosticIdParams },
  async ({ params }) => {
    const exported = await exportDiagnostic(params.diagnosticId);
    if (!exported) throw notFound(adminDiagnosticsMessages.notFound);
    return ok(exported);
  },
);
