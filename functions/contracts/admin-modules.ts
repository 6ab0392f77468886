import * as z from 'zod';
import { keyParam } from './fields';
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from './uploads';
import {
  itemContentTypes,
  materialTypes,
  moduleCategories,
  moduleIcons,
  type LearningItem,
  type LearningMaterialSummary,
  type LearningModuleSummary,
} from './learning';
import { adminModulesMessages } from './messages/admin-modules';

const text = adminModulesMessages.validation;
const materialText = adminModulesMessages.materials.validation;
const itemText = adminModulesMessages.items.validation;
const uploadText = adminModulesMessages.uploads;

/** A module as the admin table shows it (spec 2.5: Ordem, Título with icon, Categoria, Materiais, Status). */
export interface AdminModule extends Omit<LearningModuleSummary, 'completedCount'> {
  isPublished: boolean;
  /** Of `materialCount` (every material, published or not), the published ones (what users see). */
  publishedMaterialCount: number;
}

/** GET /api/admin/modules: every module in order, drafts included. */
export interface ListAdminModulesResponse {
  modules: AdminModule[];
}

/** A material as the admin sees it: the users' summary without progress, its publication and items. */
export interface AdminMaterial extends Omit<LearningMaterialSummary, 'progress'> {
  isPublished: boolean;
  items: LearningItem[];
}

/** GET /api/admin/modules/{moduleId}: the module with every material and its items. */
export interface AdminModuleResponse {
  module: AdminModule;
  materials: AdminMaterial[];
}

/** The icons of the picker's three tabs (spec 2.5: Negócios, Análise, Conteúdo): all of spec 3's keys. */
export const MODULE_ICON_TABS = {
  business: ['briefcase', 'target', 'trending-up', 'users'],
  analysis: ['calculator', 'pie-chart', 'settings', 'shield'],
  content: ['file-text', 'book', 'video'],
} as const satisfies Record<string, readonly (typeof moduleIcons)[number][]>;
export const DEFAULT_MODULE_ICON = 'book';

const categoryKeys = Object.keys(moduleCategories) as [
  keyof typeof moduleCategories,
  ...(keyof typeof moduleCategories)[],
];

/** Spec 5 "Module form": title and description required; an empty category is stored as none. */
export const moduleFields = z.strictObject({
  title: z.string({ error: text.titleRequired }).trim().min(1, text.titleRequired).max(200),
  description: z
    .string({ error: text.descriptionRequired })
    .trim()
    .min(1, text.descriptionRequired)
    .max(2000),
  icon: z.enum(moduleIcons, { error: text.iconRequired }),
  category: z
    .union([z.enum(categoryKeys), z.literal(''), z.null()], { error: text.categoryInvalid })
    .transform((category) => category || null),
  isPublished: z.boolean(),
});
export type ModuleFields = z.input<typeof moduleFields>;
export type ModuleRecordFields = z.output<typeof moduleFields>;

/** POST /api/admin/modules/{moduleId}/move: swap with the neighbour above or below. */
export const moveModuleRequest = z.strictObject({ direction: z.enum(['up', 'down']) });

export const adminModuleParams = z.object({ moduleId: keyParam(64) });
export const adminMaterialParams = adminModuleParams.extend({ materialId: keyParam(64) });

/** Minutes; spec 3: a non-null estimated time is counted in the admin statistics. */
const estimatedTime = z
  .number({ error: materialText.timeInvalid })
  .int(materialText.timeInvalid)
  .min(1, materialText.timeInvalid)
  .max(6000, materialText.timeInvalid)
  .nullable();

/** The material dialog (spec 3 "Material"): the order is a position; a new one goes last when omitted. */
export const materialFields = z.strictObject({
  title: z.string({ error: materialText.titleRequired }).trim().min(1, materialText.titleRequired).max(200),
  description: z.string().trim().max(2000),
  type: z.enum(materialTypes, { error: materialText.typeRequired }),
  estimatedTime,
  orderNumber: z
    .number({ error: materialText.orderInvalid })
    .int(materialText.orderInvalid)
    .min(1, materialText.orderInvalid)
    .max(9999, materialText.orderInvalid)
    .optional(),
  isPublished: z.boolean(),
});
export type MaterialFields = z.input<typeof materialFields>;

/** A link an item may hold: https anywhere, or a path of this origin (uploads, the seed's assets). */
const isLink = (value: string) => /^https:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value);
const LINKED_TYPES: readonly string[] = ['video', 'image', 'file'];

export const MAX_ITEMS = 40;

const itemFields = z
  .strictObject({
    title: z.string({ error: itemText.titleRequired }).trim().min(1, itemText.titleRequired).max(200),
    contentType: z.enum(itemContentTypes),
    content: z
      .string({ error: itemText.contentRequired })
      .trim()
      .min(1, itemText.contentRequired)
      .max(20_000, itemText.contentTooLong),
    caption: z.string().trim().max(500).nullable(),
    alt: z.string().trim().max(500).nullable(),
  })
  .superRefine((item, context) => {
    if (LINKED_TYPES.includes(item.contentType) && !isLink(item.content)) {
      context.addIssue({ code: 'custom', path: ['content'], message: itemText.urlInvalid });
    }
  });

/** PUT …/materials/{materialId}/items: the material's items in order (their position is their order). */
export const saveItemsRequest = z.strictObject({
  items: z.array(itemFields).max(MAX_ITEMS, itemText.tooMany),
});
export type SaveItemsRequest = z.input<typeof saveItemsRequest>;

/** POST /api/admin/modules/{moduleId}/uploads: what the browser is about to send. */
export const uploadRequest = z.strictObject({
  contentType: z.enum(UPLOAD_CONTENT_TYPES, { error: uploadText.typeNotAllowed }),
  size: z
    .number({ error: uploadText.empty })
    .int(uploadText.empty)
    .min(1, uploadText.empty)
    .max(MAX_UPLOAD_BYTES, uploadText.tooLarge),
});
export type UploadRequest = z.infer<typeof uploadRequest>;

/**
 * A short-lived grant: POST a multipart form with `fields` then the file (field `file`, last) to `url`;
 * once stored, the file is served at `fileUrl` (the item's content).
 */
export interface UploadGrantResponse {
  url: string;
  fields: Record<string, string>;
  fileUrl: string;
  expiresAt: string;
}
