/** Spec: the priority values of an action item (a module of its own: the dashboard reads it without zod). */
export const priorities = ['high', 'medium', 'low'] as const;
export type Priority = (typeof priorities)[number];
export const DEFAULT_PRIORITY: Priority = 'medium';
