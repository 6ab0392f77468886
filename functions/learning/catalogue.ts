import type {
  LearningItem,
  LearningMaterialResponse,
  LearningMaterialSummary,
  LearningModuleResponse,
  LearningModuleSummary,
  LearningModulesResponse,
  MaterialProgress,
} from '../contracts/learning';
import { learningMessages } from '../contracts/messages/learning';
import * as data from './learning';
import { notFoundFailure } from '../domain/errors';

const text = learningMessages;

/** Spec 3: an unrecorded material is not_started at 0 %. */
const NOT_STARTED: MaterialProgress = { status: 'not_started', percentage: 0, lastViewedAt: null };

const toProgress = (item: data.ProgressItem | undefined): MaterialProgress =>
  item ? { status: item.status, percentage: item.percentage, lastViewedAt: item.lastViewedAt } : NOT_STARTED;

/** A module as users see it (the admin's view adds its publication and every material's count). */
export function toModule(module: data.ModuleItem, completedCount: number): LearningModuleSummary {
  return {
    id: module.moduleId,
    title: module.title,
    description: module.description,
    icon: module.icon,
    category: module.category ?? null,
    orderNumber: module.orderNumber,
    createdAt: module.createdAt,
    materialCount: module.materialCount,
    completedCount,
  };
}

/** A material as users see it, with their progress. */
export function toMaterial(
  material: data.MaterialItem,
  progress: data.ProgressItem | undefined,
): LearningMaterialSummary {
  return {
    id: material.materialId,
    moduleId: material.moduleId,
    title: material.title,
    description: material.description,
    type: material.type,
    estimatedTime: material.estimatedTime ?? null,
    orderNumber: material.orderNumber,
    createdAt: material.createdAt,
    progress: toProgress(progress),
  };
}

/** A stored item as the viewer reads it (the users' and the admin's preview). */
export const toItem = (item: data.MaterialContentItem): LearningItem => ({
  orderNumber: item.orderNumber,
  title: item.title,
  contentType: item.contentType,
  content: item.content,
  caption: item.caption ?? null,
  alt: item.alt ?? null,
});

const byMaterial = (progress: readonly data.ProgressItem[]) =>
  new Map(progress.map((item) => [item.materialId, item]));

/**
 * The published modules in order with the user's completed count per module: ONE round trip (the
 * modules on gsi1 ∥ the user's progress). Completed materials count against their module only while
 * still published there (an unpublished material's progress is kept but not shown).
 */
export async function listModules(userId: string): Promise<LearningModulesResponse> {
  const [modules, progress] = await Promise.all([data.listModules(), data.listProgress(userId)]);
  const completed = new Map<string, number>();
  for (const item of progress)
    if (item.status === 'completed') completed.set(item.moduleId, (completed.get(item.moduleId) ?? 0) + 1);
  return {
    modules: modules
      .filter((module) => module.isPublished)
      .map((module) => toModule(module, Math.min(completed.get(module.moduleId) ?? 0, module.materialCount))),
  };
}

/** A published module with its published materials and the user's progress: ONE round trip. */
export async function getModule(userId: string, moduleId: string): Promise<LearningModuleResponse> {
  const [content, progress] = await Promise.all([data.getModuleContent(moduleId), data.listProgress(userId)]);
  if (!content.module?.isPublished) throw notFoundFailure(text.moduleNotFound);
  const own = byMaterial(progress);
  const materials = content.materials
    .filter((material) => material.isPublished)
    .map((material) => toMaterial(material, own.get(material.materialId)));
  const completedCount = materials.filter((material) => material.progress.status === 'completed').length;
  return {
    module: { ...toModule(content.module, completedCount), materialCount: materials.length },
    materials,
  };
}

/** A published material of a published module, with its items in order: ONE round trip. */
export async function getMaterial(
  userId: string,
  moduleId: string,
  materialId: string,
): Promise<LearningMaterialResponse> {
  const [content, progress] = await Promise.all([
    data.getMaterialContent(moduleId, materialId),
    data.getProgress(userId, materialId),
  ]);
  const [material] = content.materials;
  if (!content.module?.isPublished || !material?.isPublished) throw notFoundFailure(text.materialNotFound);
  return {
    material: toMaterial(material, progress ?? undefined),
    items: content.items.map(toItem),
  };
}

/** The material must exist and be published, in a published module (one round trip, both reads). */
async function publishedMaterial(moduleId: string, materialId: string) {
  const [material, module] = await Promise.all([
    data.getMaterial(moduleId, materialId),
    data.ModuleEntity.get({ moduleId }).go(),
  ]);
  if (!material?.isPublished || !module.data?.isPublished) throw notFoundFailure(text.materialNotFound);
}

/** Opening a material: in_progress on the first view, only lastViewedAt afterwards (spec 4). */
export async function viewMaterial(
  userId: string,
  moduleId: string,
  materialId: string,
): Promise<MaterialProgress> {
  await publishedMaterial(moduleId, materialId);
  return toProgress(await data.recordView(userId, moduleId, materialId));
}

/** Marking a material completed (100 %). */
export async function completeMaterial(
  userId: string,
  moduleId: string,
  materialId: string,
): Promise<MaterialProgress> {
  await publishedMaterial(moduleId, materialId);
  return toProgress(await data.markCompleted(userId, moduleId, materialId));
}
