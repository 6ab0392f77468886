import { audit } from '../audit';
import { publicationRequest } from '../../contracts/admin-diagnostics';
import { diagnosticIdParams } from '../../contracts/diagnostics';
import { adminDiagnosticsMessages } from '../../contracts/messages/admin-diagnostics';
import { setPublished } from '../../diagnostics/diagnostics';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { notFound } from '../../platform/http/errors';

/** Admin: the table's 'Publicado' switch (only published diagnostics reach users). */
export const handler = defineHandler(
  'PATCH /api/admin/diagnostics/{diagnosticId}/publication',
  { params: diagnosticIdParams, body: publicationRequest },
  async (request) => {
    const { diagnosticId } = request.params;
    const { isPublished } = request.body;
    const diagnostic = await setPublished(
      diagnosticId,
      isPublished,
      audit(request, isPublished ? 'diagnostic.published' : 'diagnostic.unpublished', {
        content: `diagnostic:${diagnosticId}`,
      }),
    );
    if (!diagnostic) throw notFound(adminDiagnosticsMessages.notFound);
    return ok(diagnostic);
  },
);
