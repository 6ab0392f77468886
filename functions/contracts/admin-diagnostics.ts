import * as z from 'zod';
import { diagnostic } from './diagnostics';
import { adminDiagnosticsMessages } from './messages/admin-diagnostics';

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

/**
 * The icons an admin can pick: the seven the users' cards draw plus the spec's form default
 * 'HelpCircle', so a user always sees the icon the admin chose (docs/decisions/0030-spec-silent-product-decisions.md).
 */
export const DIAGNOSTIC_ICONS = [
  'HelpCircle',
  'User',
  'BarChartBig',
  'PieChart',
  'FileText',
  'LineChart',
  'Layers',
  'ChevronRight',
] as const;
export const DEFAULT_DIAGNOSTIC_ICON = 'HelpCircle';

const text = adminDiagnosticsMessages.validation;

/** Spec 5: typed input is lowercased and any other character becomes a hyphen. */
export const toSlug = (typed: string) => typed.toLowerCase().replace(/[^a-z0-9-]/g, '-');

const editable = {
  title: z.string({ error: text.titleMin }).trim().min(3, text.titleMin).max(200),
  description: z.string({ error: text.descriptionMin }).trim().min(10, text.descriptionMin).max(2000),
  icon: z.enum(DIAGNOSTIC_ICONS, { error: text.iconRequired }),
};

/** 'Novo Diagnóstico' (spec 5 "Diagnostic form"); a new diagnostic starts unpublished. */
export const createDiagnosticRequest = z.strictObject({
  ...editable,
  slug: z
    .string({ error: text.slugMin })
    .min(3, text.slugMin)
    .max(100)
    .regex(/^[a-z0-9-]+$/, text.slugChars),
});
export type CreateDiagnosticRequest = z.infer<typeof createDiagnosticRequest>;

/** The edit dialog: the slug is the diagnostic's address (and id), fixed once created. */
export const updateDiagnosticRequest = z.strictObject(editable);
export type UpdateDiagnosticRequest = z.infer<typeof updateDiagnosticRequest>;
