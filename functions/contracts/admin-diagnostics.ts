import * as z from 'zod';
import { diagnostic } from './diagnostics';

/** A diagnostic as the admin table shows it (spec: Título, Descrição, Slug, Perguntas, Publicado). */
export const adminDiagnostic = diagnostic.extend({
  /** The exact count of its questions (spec: "exact count by diagnostic_id"). */
  questionCount: z.number().int().nonnegative(),
});
export type AdminDiagnostic = z.infer<typeof adminDiagnostic>;

/** GET /api/admin/diagnostics: every diagnostic, published or not, newest first. */
export const listAdminDiagnosticsResponse = z.object({ diagnostics: z.array(adminDiagnostic) });
export type ListAdminDiagnosticsResponse = z.infer<typeof listAdminDiagnosticsResponse>;

/** PATCH /api/admin/diagnostics/{diagnosticId}/publication: the table's switch. */
export const publicationRequest = z.strictObject({ isPublished: z.boolean() });
