import { audit } from '../../admin/audit';
import { publicationRequest } from '../../contracts/admin-diagnostics';
import { diagnosticIdParams } from '../../contracts/diagnostics';
import { adminDiagnosticsMessages } from '../../contracts/messages/admin-diagnostics';
import { setPublished } from '../../data/diagnostics';
import { defineHandler, ok } from '../../http/define-handler';
import { notFound } from '../../http/errors';

/** Admin: the table's 'Publicado' switch (only published diagnostics reach users). */
export const handler = defineHandler(
  'PATCH /api/admin/diagnostics/{diagnosticId}/publication',
  { params: diagnosticIdParams, body: publicationRequest },
  async (request) => {
    const { diagnosticId } = request.params;
    const diagnostic = await setPublished(diagnosticId, request.body.isPublished);
    if (!diagnostic) throw notFound(adminDiagnosticsMessages.notFound);
    await audit(request, diagnostic.isPublished ? 'diagnostic.published' : 'diagnostic.unpublished', {
      content: `diagnostic:${diagnosticId}`,
    });
    return ok(diagnostic);
  },
);
