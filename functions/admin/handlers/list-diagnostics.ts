import type { ListAdminDiagnosticsResponse } from '../../contracts/admin-diagnostics';
import { countQuestions, listAllDiagnostics } from '../../diagnostics/diagnostics';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { log } from '../../platform/http/log';

/**
 * Admin: every diagnostic, published or not, newest first, with its exact question count: one Query
 * on the index, then one COUNT Query per diagnostic, together (two round trips).
 */
export const handler = defineHandler('GET /api/admin/diagnostics', {}, async () => {
  const diagnostics = await listAllDiagnostics();
  // Spec 8: a count that cannot be read shows 0; the list itself still answers.
  const counts = await Promise.all(
    diagnostics.map((diagnostic) =>
      countQuestions(diagnostic.id).catch((error: unknown) => {
        log('warn', 'question count not read', { diagnosticId: diagnostic.id, error: String(error) });
        return 0;
      }),
    ),
  );
  const answer: ListAdminDiagnosticsResponse = {
    diagnostics: diagnostics
      .map((diagnostic, index) => ({ ...diagnostic, questionCount: counts[index]! }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.slug.localeCompare(b.slug)),
  };
  return ok(answer);
});
