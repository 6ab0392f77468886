/**
 * The learning area's fixed facts (spec 3 "Module", "Material", "Material item", "User material
 * progress"; spec 9). Pure data: the API, the seed and the web read it.
 */

/** Spec 3: a module's icon keys; an unknown key shows a document icon. */
export const moduleIcons = [
  'briefcase',
  'target',
  'trending-up',
  'users',
  'calculator',
  'pie-chart',
  'settings',
  'shield',
  'file-text',
  'book',
  'video',
] as const;
export type ModuleIcon = (typeof moduleIcons)[number];

/** Spec 3: a module's categories and their labels; none is 'Sem categoria'. */
export const moduleCategories = {
  fundamentals: 'Fundamentos',
  management: 'Gestão',
  marketing: 'Marketing',
  legal: 'Jurídico',
  finance: 'Finanças',
} as const;
export type ModuleCategory = keyof typeof moduleCategories;
export const NO_MODULE_CATEGORY = 'Sem categoria';

/** Spec 3: the kinds of material. */
export const materialTypes = ['article', 'video', 'course'] as const;
export type MaterialType = (typeof materialTypes)[number];

/** Spec 3: the content types of a material item. */
export const itemContentTypes = ['text', 'video', 'image', 'file', 'presentation'] as const;
export type ItemContentType = (typeof itemContentTypes)[number];

/** Spec 3: a user's progress on a material; an unrecorded material is not_started at 0 %. */
export const progressStatuses = ['not_started', 'in_progress', 'completed'] as const;
export type ProgressStatus = (typeof progressStatuses)[number];

/** Spec 9: the 'new' badge marks what was created within the last 7 days. */
export const NEW_BADGE_DAYS = 7;
