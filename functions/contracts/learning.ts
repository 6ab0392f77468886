import * as z from 'zod';
import { keyParam } from './fields';

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

/** A user's progress on one material; an unrecorded one reads not_started at 0 % (spec 3). */
export interface MaterialProgress {
  status: ProgressStatus;
  percentage: number;
  lastViewedAt: string | null;
}

export interface LearningModuleSummary {
  id: string;
  title: string;
  description: string;
  /** One of moduleIcons, or an unknown key (shown as a document). */
  icon: string;
  /** One of moduleCategories' keys, or null ('Sem categoria'). */
  category: string | null;
  orderNumber: number;
  createdAt: string;
  /** Published materials. */
  materialCount: number;
  /** Of those, the ones the user completed. */
  completedCount: number;
}

/** GET /api/learning/modules: the published modules in order, with the user's counts. */
export interface LearningModulesResponse {
  modules: LearningModuleSummary[];
}

export interface LearningMaterialSummary {
  id: string;
  moduleId: string;
  title: string;
  description: string;
  /** One of materialTypes, or an unknown one as stored. */
  type: string;
  /** Minutes, or null when not estimated. */
  estimatedTime: number | null;
  orderNumber: number;
  createdAt: string;
  progress: MaterialProgress;
}

/** GET /api/learning/modules/{moduleId}: the module and its published materials with the user's progress. */
export interface LearningModuleResponse {
  module: LearningModuleSummary;
  materials: LearningMaterialSummary[];
}

export interface LearningItem {
  orderNumber: number;
  title: string;
  /** One of itemContentTypes, or an unknown one as stored (the viewer says it is not supported). */
  contentType: string;
  content: string;
  caption: string | null;
  alt: string | null;
}

/** GET …/materials/{materialId}: the material with its items in order. */
export interface LearningMaterialResponse {
  material: LearningMaterialSummary;
  items: LearningItem[];
}

export const moduleParams = z.object({ moduleId: keyParam(64) });
export const materialParams = moduleParams.extend({ materialId: keyParam(64) });
