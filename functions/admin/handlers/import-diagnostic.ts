import { audit } from '../audit';
import { diagnosticExport } from '../../contracts/admin-questions';
import { adminDiagnosticsMessages } from '../../contracts/messages/admin-diagnostics';
import { importDiagnostic } from '../diagnostic-import';
import { DomainError } from '../../domain/errors';
import { created, defineHandler } from '../../platform/http/define-handler';

/**
 * Admin: 'Importar'. The whole file is validated first (any problem refuses it whole, with the
 * fields); the diagnostic arrives unpublished, all or nothing (functions/admin/diagnostic-import.ts).
 */
export const handler = defineHandler(
  'POST /api/admin/diagnostics/import',
  { body: diagnosticExport },
  async (request) => {
    const diagnostic = await importDiagnostic(
      request.body,
      audit(
        request,
        'diagnostic.imported',
        { content: `diagnostic:${request.body.diagnostic.slug}` },
        { questions: request.body.questions.length },
      ),
    );
    if (!diagnostic) {
      const message = adminDiagnosticsMessages.slugTaken;
      throw new DomainError('conflict', message, [{ field: 'diagnostic.slug', message }]);
    }
    return created({ ...diagnostic, questionCount: request.body.questions.length });
  },
);
