/**
 * The slugs (and ids) of the four core diagnostics, in the product's order. A module without zod: the
 * dashboard's journey reads them, and importing the diagnostics contract would download zod with them.
 */
export const coreDiagnosticSlugs = ['fundador', 'negocio', 'sistema-gestao', 'investidor'] as const;
export type CoreDiagnosticSlug = (typeof coreDiagnosticSlugs)[number];
