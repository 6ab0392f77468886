import { diagnosticIdParams } from '../../contracts/diagnostics';
import { resetDiagnostic } from '../lifecycle';
import { defineHandler, ok } from '../../platform/http/define-handler';

/**
 * Starts a diagnostic over (spec: reset=true): the result becomes not completed with no score,
 * profile result or completion time, and every answer of the signed-in user for it is deleted, with
 * its analyses. Returns the result.
 */
export const handler = defineHandler(
  'POST /api/diagnostics/{diagnosticId}/reset',
  { params: diagnosticIdParams },
  async ({ auth, params }) => ok(await resetDiagnostic(auth.userId, params.diagnosticId)),
);
