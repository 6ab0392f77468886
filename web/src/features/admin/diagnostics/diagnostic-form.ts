import {
  createDiagnosticRequest,
  DEFAULT_DIAGNOSTIC_ICON,
  updateDiagnosticRequest,
  type AdminDiagnostic,
  type CreateDiagnosticRequest,
  type UpdateDiagnosticRequest,
} from '@contracts/admin-diagnostics';

export type DiagnosticField = keyof CreateDiagnosticRequest;
export type DiagnosticValues = Record<DiagnosticField, string>;
export type DiagnosticErrors = Partial<Record<DiagnosticField, string>>;

/** The starting values: the diagnostic being edited, or an empty form with the spec's default icon. */
export function initialValues(diagnostic?: AdminDiagnostic): DiagnosticValues {
  if (!diagnostic) return { title: '', description: '', slug: '', icon: DEFAULT_DIAGNOSTIC_ICON };
  const { title, description, slug, icon } = diagnostic;
  return { title, description, slug, icon };
}

/**
 * The contract's verdict: a new diagnostic's four fields, or an edit's three (the slug is fixed once
 * created), or each field's first message.
 */
export function validateDiagnostic(
  values: DiagnosticValues,
  editing: boolean,
):
  | { data: CreateDiagnosticRequest | UpdateDiagnosticRequest; errors?: undefined }
  | { data?: undefined; errors: DiagnosticErrors } {
  const { slug, ...editable } = values;
  const result = editing
    ? updateDiagnosticRequest.safeParse(editable)
    : createDiagnosticRequest.safeParse({ ...editable, slug });
  if (result.success) return { data: result.data };
  const errors: DiagnosticErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as DiagnosticField;
    errors[name] ??= issue.message;
  }
  return { errors };
}

/** Lowercase without accents, so 'diagnostico' finds 'Diagnóstico'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The search box (spec 2.5): title, description or slug, ignoring case and accents. */
export function matchesSearch(diagnostic: AdminDiagnostic, term: string): boolean {
  const wanted = folded(term.trim());
  if (!wanted) return true;
  return [diagnostic.title, diagnostic.description, diagnostic.slug].some((field) =>
    folded(field).includes(wanted),
  );
}
