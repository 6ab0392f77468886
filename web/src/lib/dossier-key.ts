/**
 * The dossier's query key: its page reads it, and completing or resetting a diagnostic marks it stale
 * (its readiness changes), so the page reads it again instead of showing a cached state.
 */
export const dossierKey = ['dossier'] as const;
