import { diagnosticIdParams, type DiagnosticResult } from '../../contracts/diagnostics';
import { messages } from '../../contracts/messages';
import { resetResult } from '../../data/diagnostic-results';
import { getDiagnostic } from '../../data/diagnostics';
import { onDiagnosticReset } from '../../diagnostics/lifecycle';
import { defineHandler, ok } from '../../http/define-handler';
import { notFound } from '../../http/errors';

/**
 * Starts a diagnostic over (spec: reset=true): the result becomes not completed with no score,
 * profile result or completion time, and every answer of the signed-in user for it is deleted.
 * Returns the result.
 */
export const handler = defineHandler(
  'POST /api/diagnostics/{diagnosticId}/reset',
  { params: diagnosticIdParams },
  async ({ auth, params, entitled }) => {
    const { diagnosticId } = params;
    const [diagnostic] = await Promise.all([getDiagnostic(diagnosticId), entitled]);
    if (!diagnostic) throw notFound(messages.diagnostics.notAvailable);
    const result: DiagnosticResult = await resetResult(auth.userId, diagnosticId);
    await onDiagnosticReset(auth.userId, diagnosticId);
    return ok(result);
  },
);
