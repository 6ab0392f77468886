import { randomUUID } from 'node:crypto';
import type {
  AdminMaterial,
  AdminModule,
  AdminModuleResponse,
  ListAdminModulesResponse,
  ModuleRecordFields,
  UploadGrantResponse,
  UploadRequest,
} from '../contracts/admin-modules';
import { adminModulesMessages } from '../contracts/messages/admin-modules';
import * as data from '../learning/learning';
import { toItem, toMaterial, toModule } from '../learning/catalogue';
import * as admin from './learning-admin';
import { auditEntryOf, type AuditEntry, type AuditOf } from '../platform/data/audit-log';
import { DomainError, conflictFailure, notFoundFailure } from '../domain/errors';
import { MAX_UPLOAD_BYTES, UPLOAD_GRANT_SECONDS } from '../contracts/uploads';
import { UPLOADS_PATH, moduleUploadPrefix, uploadKey, uploadKeysIn } from '../domain/uploads';
import { fileStore } from '../platform/uploads/file-store';

const text = adminModulesMessages;

export function toAdminModule(module: data.ModuleItem): AdminModule {
  const { completedCount: _completed, ...summary } = toModule(module, 0);
  return {
    ...summary,
    isPublished: module.isPublished,
    materialCount: module.countedMaterials ?? module.materialCount,
    publishedMaterialCount: module.materialCount,
  };
}

function toAdminMaterial(material: data.MaterialItem, items: data.MaterialContentItem[]): AdminMaterial {
  const { progress: _progress, ...summary } = toMaterial(material, undefined);
  return { ...summary, isPublished: material.isPublished, items: items.map(toItem) };
}

/** Every module in order, drafts included: one Query on gsi1 (META carries the counts). */
export async function listAdminModules(): Promise<ListAdminModulesResponse> {
  return { modules: (await data.listModules()).map(toAdminModule) };
}

/** A module with every material and its items: one Query of its partition. */
export async function getAdminModule(moduleId: string): Promise<AdminModuleResponse> {
  const content = await data.getModuleContent(moduleId);
  if (!content.module) throw notFoundFailure(text.notFound);
  return {
    module: toAdminModule(content.module),
    materials: content.materials.map((material) =>
      toAdminMaterial(
        material,
        content.items.filter((item) => item.materialId === material.materialId),
      ),
    ),
  };
}

/**
 * Spec 4: a new module's order is the module count plus one. The seed spaces its orders (10, 20, …),
 * so the new one goes after the highest order when that is larger: a new module is always last.
 */
export async function createAdminModule(
  fields: ModuleRecordFields,
  audit: AuditOf<AdminModule>,
): Promise<AdminModule> {
  const modules = await data.listModules();
  const last = Math.max(modules.length, ...modules.map((module) => module.orderNumber));
  const item = await admin.createModule(fields, last + 1, (written) =>
    auditEntryOf(audit, toAdminModule(written)),
  );
  return toAdminModule(item);
}

export async function updateAdminModule(
  moduleId: string,
  fields: ModuleRecordFields,
  audit: AuditEntry,
): Promise<AdminModule> {
  const module = await admin.updateModule(moduleId, fields, audit);
  if (!module) throw notFoundFailure(text.notFound);
  return toAdminModule(module);
}

/**
 * Spec 4: swaps a module with its neighbour above or below (the first cannot go up, the last cannot go
 * down): the list (one Query), then both orders and the audit in one transaction. Answers the list
 * read, in its new order (not read again).
 */
export async function moveAdminModule(
  moduleId: string,
  direction: 'up' | 'down',
  audit: AuditEntry,
): Promise<ListAdminModulesResponse> {
  const modules = await data.listModules();
  const index = modules.findIndex((module) => module.moduleId === moduleId);
  if (index < 0) throw notFoundFailure(text.notFound);
  const neighbour = direction === 'up' ? index - 1 : index + 1;
  if (neighbour < 0 || neighbour >= modules.length) throw conflictFailure(text.cannotMove);
  const [upper, lower] =
    direction === 'up' ? [modules[neighbour]!, modules[index]!] : [modules[index]!, modules[neighbour]!];
  const swapped = await admin.swapModules(upper, lower, audit);
  if (!swapped) throw conflictFailure(text.orderChanged);
  const orderOf = new Map([
    [upper.moduleId, swapped.upper],
    [lower.moduleId, swapped.lower],
  ]);
  const reordered = modules.map((module) => ({
    ...module,
    orderNumber: orderOf.get(module.moduleId) ?? module.orderNumber,
  }));
  // In the index's order (gsi1's sort key, as listModules reads it).
  const indexKey = (module: data.ModuleItem) => `${module.orderNumber}#${module.moduleId}`;
  reordered.sort((a, b) => (indexKey(a) < indexKey(b) ? -1 : indexKey(a) > indexKey(b) ? 1 : 0));
  return { modules: reordered.map(toAdminModule) };
}

/** Deletes a module, its materials and items, users' progress on them and its uploads (a cascade). */
export async function deleteAdminModule(
  moduleId: string,
  audit: AuditOf<{ materials: number; items: number; progress: number }>,
) {
  const outcome = await admin.deleteModule(moduleId, audit);
  if (outcome.status === 'not-found') throw notFoundFailure(text.notFound);
  if (outcome.status === 'conflict') throw conflictFailure(text.orderChanged);
  if (outcome.status === 'too-many') throw conflictFailure(text.tooManyMaterials);
  await (await fileStore()).deletePrefix(moduleUploadPrefix(moduleId));
  return outcome.value;
}

/** The uploads that `removed` pointed to and nothing in `kept` points to any more. */
function unusedUploads(moduleId: string, contents: { removedContents: string[]; keptContents: string[] }) {
  const keep = new Set(uploadKeysIn(moduleId, contents.keptContents));
  return uploadKeysIn(moduleId, contents.removedContents).filter((key) => !keep.has(key));
}

async function deleteUnusedUploads(
  moduleId: string,
  contents: { removedContents: string[]; keptContents: string[] },
) {
  const unused = unusedUploads(moduleId, contents);
  if (unused.length) await (await fileStore()).deleteKeys(unused);
  return unused.length;
}

/** What an audit of a material write receives: how many uploads it leaves unused (deleted after it). */
const withUnusedUploads =
  (moduleId: string, audit: AuditOf<number>) =>
  (contents: { removedContents: string[]; keptContents: string[] }) =>
    auditEntryOf(audit, unusedUploads(moduleId, contents).length);

const materialNotFound = () => notFoundFailure(text.materials.notFound);
const materialConflict = () => conflictFailure(text.materials.changed);

export async function createAdminMaterial(
  moduleId: string,
  fields: admin.MaterialWrite,
  audit: AuditOf<AdminMaterial>,
) {
  const outcome = await admin.createMaterial(moduleId, fields, (item) =>
    auditEntryOf(audit, toAdminMaterial(item, [])),
  );
  if (outcome.status !== 'ok') throw notFoundFailure(text.notFound);
  return toAdminMaterial(outcome.value, []);
}

export async function updateAdminMaterial(
  moduleId: string,
  materialId: string,
  fields: admin.MaterialWrite,
  audit: AuditEntry,
) {
  const outcome = await admin.updateMaterial(moduleId, materialId, fields, audit);
  if (outcome.status === 'not-found') throw materialNotFound();
  if (outcome.status === 'conflict') throw materialConflict();
  return outcome.value;
}

/** Deletes a material (audited with the number of uploads it leaves unused), then those uploads. */
export async function deleteAdminMaterial(moduleId: string, materialId: string, audit: AuditOf<number>) {
  const outcome = await admin.deleteMaterial(moduleId, materialId, withUnusedUploads(moduleId, audit));
  if (outcome.status === 'not-found') throw materialNotFound();
  if (outcome.status === 'conflict') throw materialConflict();
  return deleteUnusedUploads(moduleId, outcome.value);
}

/** Saves a material's items (audited with the number of uploads they leave unused), then deletes those. */
export async function saveAdminItems(
  moduleId: string,
  materialId: string,
  items: admin.ItemWrite[],
  audit: AuditOf<number>,
) {
  const outcome = await admin.saveItems(moduleId, materialId, items, withUnusedUploads(moduleId, audit));
  if (outcome.status === 'not-found') throw materialNotFound();
  if (outcome.status === 'conflict') {
    throw new DomainError('invalid', text.items.validation.tooMany, [
      { field: 'items', message: text.items.validation.tooMany },
    ]);
  }
  const removedUploads = await deleteUnusedUploads(moduleId, outcome.value);
  return { items: outcome.value.items.map(toItem), removedUploads };
}

/**
 * A short-lived grant to upload one file into a module: the declared type and size were checked by the
 * contract; the store fixes key, type and size (S3's POST policy; the local store's signed token and
 * its check of the file's first bytes).
 */
export async function grantUpload(moduleId: string, request: UploadRequest): Promise<UploadGrantResponse> {
  const { data: module } = await data.ModuleEntity.get({ moduleId }).go();
  if (!module) throw notFoundFailure(text.notFound);
  const key = uploadKey(moduleId, randomUUID(), request.contentType);
  const grant = await (
    await fileStore()
  ).grantUpload({
    key,
    contentType: request.contentType,
    maxBytes: Math.min(request.size, MAX_UPLOAD_BYTES),
    expiresInSeconds: UPLOAD_GRANT_SECONDS,
  });
  return {
    ...grant,
    fileUrl: `${UPLOADS_PATH}${key}`,
    expiresAt: new Date(Date.now() + UPLOAD_GRANT_SECONDS * 1000).toISOString(),
  };
}
