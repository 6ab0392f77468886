/** The data layer's clock: every timestamp it writes (ISO 8601, UTC) comes from here. */
export const now = (): string => new Date().toISOString();
