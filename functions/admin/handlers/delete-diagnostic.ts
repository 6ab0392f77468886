import { audit } from '../audit';
import { diagnosticIdParams } from '../../contracts/diagnostics';
import { deleteDiagnostic } from '../../diagnostics/diagnostic-removal';
import { defineHandler, noContent } from '../../platform/http/define-handler';

/** Admin: deletes an unpublished diagnostic nobody has answered (functions/diagnostics/diagnostic-removal.ts). */
export const handler = defineHandler(
  'DELETE /api/admin/diagnostics/{diagnosticId}',
  { params: diagnosticIdParams },
  async (request) => {
    const { diagnosticId } = request.params;
    await deleteDiagnostic(
      diagnosticId,
      audit(request, 'diagnostic.deleted', { content: `diagnostic:${diagnosticId}` }),
    );
    return noContent();
  },
);
