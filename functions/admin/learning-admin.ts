import { randomUUID } from 'node:crypto';
import { createWriteTransaction, Entity } from 'electrodb';
import type { ModuleRecordFields } from '../contracts/admin-modules';
import { documentClient, tableName } from '../platform/data/client';
import { now } from '../platform/data/clock';
import { auditEntryOf, auditOp, settled, type AuditEntry, type AuditOf } from '../platform/data/audit-log';
import {
  MaterialEntity,
  MaterialItemEntity,
  ModuleEntity,
  ProgressEntity,
  getModuleContent,
  type MaterialContentItem,
  type MaterialItem,
  type ModuleContent,
  type ModuleItem,
} from '../learning/learning';
import {
  batchWrite,
  keyOf,
  MAX_TRANSACTION_ITEMS,
  type ItemKey,
  type RawItem,
} from '../platform/data/raw-items';
import { StatsEntity, nonZero, type StatsDelta } from '../platform/data/stats';
import { serviceName } from '../platform/data/table';
import { key } from '../platform/data/schema';

/**
 * The admin's writes to the learning catalogue (docs/decisions/0011-catalogue-seed-by-content-hash.md).
 * Every write that adds or removes a material changes, in the SAME transaction, the module's META
 * (`countedMaterials`, `countedWithTime`, `materialCount` of the published ones) and the statistics
 * counters; every write marks META `ownedByAdmin`, so the seed stops rewriting the module.
 */

/** A seeded module an admin deleted: the seed must not bring it back. */
export const DeletedModuleEntity = new Entity(
  {
    model: { entity: 'deletedModule', version: '1', service: serviceName },
    attributes: {
      moduleId: { type: 'string', required: true, readOnly: true },
      deletedAt: { type: 'string', required: true, default: now },
    },
    indexes: {
      byModule: {
        pk: key('pk', 'MODULE#${moduleId}', ['moduleId']),
        sk: key('sk', 'DELETED', []),
      },
    },
  },
  { client: documentClient, table: tableName },
);

const entities = {
  module: ModuleEntity,
  material: MaterialEntity,
  item: MaterialItemEntity,
  deleted: DeletedModuleEntity,
  stats: StatsEntity,
};

/** The outcome of a conditioned write: `conflict` when something changed since it was read. */
export type WriteOutcome<T> = { status: 'ok'; value: T } | { status: 'not-found' } | { status: 'conflict' };

/** The entities a transaction's callback receives (the parameter type of createWriteTransaction's callback). */
type Writers = Parameters<Parameters<typeof createWriteTransaction<typeof entities, unknown, []>>[1]>[0];
/** What each write of the callback commits to (`.commit()` of an ElectroDB transaction operation). */
type Committed = ReturnType<ReturnType<Writers['module']['delete']>['commit']>;

/**
 * Runs one transaction with its audit; false when a condition refused it (nothing written), throws on
 * anything else. `rest` (keys to delete that need no condition: items, users' progress) rides in the
 * same transaction when it has room, else goes in batches once the transaction went through.
 */
async function commit(
  build: (writers: Writers) => Committed[],
  audit: AuditEntry,
  rest: readonly ItemKey[] = [],
): Promise<boolean> {
  let restInside = false;
  const withAudit = (writers: Writers) => {
    const own = build(writers);
    restInside = own.length + rest.length + 1 <= MAX_TRANSACTION_ITEMS;
    const deletes = restInside ? rest.map((Key) => ({ Delete: { TableName: tableName, Key } })) : [];
    return [...own, ...(deletes as never[]), ...auditOp(audit)];
  };
  const outcome = await createWriteTransaction(entities, withAudit as never).go();
  const codes = settled(outcome, audit);
  if (!codes) {
    if (!restInside) await batchWrite(rest.map((key) => ({ delete: key })));
    return true;
  }
  if (codes.every((code) => code === 'None' || code === 'ConditionalCheckFailed')) return false;
  throw new Error(`learning admin transaction canceled (${codes.join(', ')})`);
}

const counts = (material: { estimatedTime?: number | null | undefined; isPublished: boolean }) => ({
  withTime: material.estimatedTime !== undefined && material.estimatedTime !== null ? 1 : 0,
  published: material.isPublished ? 1 : 0,
});

/** A new module (an admin's: the seed never rewrites it) at the given position. */
export async function createModule(
  fields: ModuleRecordFields,
  orderNumber: number,
  audit: AuditOf<ModuleItem>,
): Promise<ModuleItem> {
  const at = now();
  const { category, ...rest } = fields;
  const item: ModuleItem = {
    moduleId: randomUUID(),
    ...rest,
    ...(category ? { category } : {}),
    orderNumber,
    materialCount: 0,
    countedMaterials: 0,
    countedWithTime: 0,
    ownedByAdmin: true,
    createdAt: at,
    updatedAt: at,
  };
  if (!(await commit(({ module }) => [module.create(item).commit()], auditEntryOf(audit, item)))) {
    throw new Error('module creation refused: its new id exists');
  }
  return item;
}

/** A module's title, description, icon, category (null removes it) and publication; null when absent. */
export async function updateModule(
  moduleId: string,
  fields: ModuleRecordFields,
  audit: AuditEntry,
): Promise<ModuleItem | null> {
  // Read first: a transaction answers nothing, and the answer is META after the change.
  const { data: stored } = await ModuleEntity.get({ moduleId }).go();
  if (!stored) return null;
  const { category, ...rest } = fields;
  const change = { ...rest, ...(category ? { category } : {}), ownedByAdmin: true, updatedAt: now() };
  const committed = await commit(({ module }) => {
    const patch = module.patch({ moduleId }).set(change);
    return [(category ? patch : patch.remove(['category'])).commit() as Committed];
  }, audit);
  if (!committed) return null;
  const { category: _previous, ...kept } = stored;
  return { ...kept, ...change };
}

/**
 * Swaps two neighbours' places (spec 4: "a swap with the neighbour"): both METAs' order and gsi1 sort
 * key in ONE transaction, each conditioned on the order it was read with (false: one moved meanwhile).
 * Equal orders (two modules created at the same moment) become distinct: the one moving up goes first.
 */
export async function swapModules(
  upper: ModuleItem,
  lower: ModuleItem,
  audit: AuditEntry,
): Promise<{ upper: number; lower: number } | null> {
  const at = now();
  const lowerTo = upper.orderNumber;
  const upperTo = lower.orderNumber === upper.orderNumber ? upper.orderNumber + 1 : lower.orderNumber;
  const committed = await commit(
    ({ module }) => [
      module
        .patch({ moduleId: upper.moduleId })
        .set({ orderNumber: upperTo, ownedByAdmin: true, updatedAt: at })
        .where(({ orderNumber }, { eq }) => eq(orderNumber, upper.orderNumber))
        .commit(),
      module
        .patch({ moduleId: lower.moduleId })
        .set({ orderNumber: lowerTo, ownedByAdmin: true, updatedAt: at })
        .where(({ orderNumber }, { eq }) => eq(orderNumber, lower.orderNumber))
        .commit(),
    ],
    audit,
  );
  return committed ? { upper: upperTo, lower: lowerTo } : null;
}

/** Every user's progress on a module's materials, or on one of them (gsi1, eventually consistent). */
async function progressKeys(moduleId: string, materialId?: string): Promise<RawItem[]> {
  const query = ProgressEntity.query.byModule(materialId ? { moduleId, materialId } : { moduleId });
  const { data } = await query.go({ pages: 'all', attributes: ['userId', 'materialId'] });
  return data.map((item) => ({ pk: `USER#${item.userId}`, sk: `PROGRESS#${item.materialId}` }));
}

/** The keys of items and progress a deletion removes beside its transaction (files: the caller). */
const restKeys = (items: readonly unknown[], progress: readonly RawItem[]) =>
  [...(items as RawItem[]), ...progress].map(keyOf);

/** A transaction holds at most 100 writes: META, the tombstone, the counters, the audit and the materials. */
export const MAX_MATERIALS_PER_DELETE = 96;

/**
 * Deletes a module and everything of it: ONE transaction deletes META (conditioned on the version read)
 * and every material with the counters' decrement (and, for a seeded module, leaves the tombstone that
 * keeps the seed from bringing it back); then the items and every user's progress on its materials go
 * in batches. A retry after a failure half-way finishes the job (the Query finds what remains).
 */
export async function deleteModule(
  moduleId: string,
  audit: AuditOf<{ materials: number; items: number; progress: number }>,
): Promise<WriteOutcome<{ materials: number; items: number; progress: number }> | { status: 'too-many' }> {
  const [content, progress] = await Promise.all([getModuleContent(moduleId), progressKeys(moduleId)]);
  const { module, materials, items } = content;
  const removed = { materials: materials.length, items: items.length, progress: progress.length };
  const entry = auditEntryOf(audit, removed);
  if (module) {
    if (materials.length > MAX_MATERIALS_PER_DELETE) return { status: 'too-many' };
    const delta = nonZero({
      materials: -materials.length,
      materialsWithTime: -materials.filter((material) => counts(material).withTime).length,
    });
    const committed = await commit(
      ({ module: meta, material, deleted, stats }) => [
        meta
          .delete({ moduleId })
          .where(({ updatedAt }, { eq }) => eq(updatedAt, module.updatedAt))
          .commit(),
        ...materials.map((entry) => material.delete({ moduleId, materialId: entry.materialId }).commit()),
        ...(module.contentHash ? [deleted.put({ moduleId }).commit()] : []),
        ...(Object.keys(delta).length ? [stats.update({}).add(delta).commit()] : []),
      ],
      entry,
      restKeys(items, progress),
    );
    if (!committed) return { status: 'conflict' };
  } else if (items.length === 0 && progress.length === 0) {
    return { status: 'not-found' };
  } else {
    // META is gone (a deletion that failed half-way): finish it, audited.
    await commit(() => [], entry, restKeys(items, progress));
  }
  return { status: 'ok', value: removed };
}

const itemsOf = (content: ModuleContent, materialId: string) =>
  content.items.filter((item) => item.materialId === materialId);

export interface MaterialWrite {
  title: string;
  description: string;
  type: string;
  estimatedTime: number | null;
  orderNumber?: number | undefined;
  isPublished: boolean;
}

/** META's counters after a material's counted facts go from `before` to `after` (absent = none). */
function metaDelta(before: MaterialWrite | MaterialItem | null, after: MaterialWrite | null) {
  const from = before ? { materials: 1, ...counts(before) } : { materials: 0, withTime: 0, published: 0 };
  const to = after ? { materials: 1, ...counts(after) } : { materials: 0, withTime: 0, published: 0 };
  const meta = nonZeroOf({
    countedMaterials: to.materials - from.materials,
    countedWithTime: to.withTime - from.withTime,
    materialCount: to.published - from.published,
  });
  const stats: StatsDelta = nonZero({
    materials: to.materials - from.materials,
    materialsWithTime: to.withTime - from.withTime,
  });
  return { meta, stats };
}

const nonZeroOf = <K extends string>(values: Record<K, number>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== 0)) as Partial<Record<K, number>>;

/** The material's previous counted facts, as a write condition (changed meanwhile = conflict). */
const sameCountedFacts =
  (previous: MaterialItem) =>
  (
    attributes: { isPublished: unknown; estimatedTime: unknown },
    operations: {
      eq: (attribute: never, value: boolean) => string;
      exists: (attribute: never) => string;
      notExists: (attribute: never) => string;
    },
  ) =>
    [
      operations.eq(attributes.isPublished as never, previous.isPublished),
      previous.estimatedTime === undefined
        ? operations.notExists(attributes.estimatedTime as never)
        : operations.exists(attributes.estimatedTime as never),
    ].join(' AND ');

/** META's part of a material write: the counters' change, the admin's mark, a new version. */
function touchMeta(
  meta: Writers['module'],
  moduleId: string,
  delta: Partial<Record<'countedMaterials' | 'countedWithTime' | 'materialCount', number>>,
) {
  const patch = meta.patch({ moduleId }).set({ ownedByAdmin: true, updatedAt: now() });
  return (Object.keys(delta).length ? patch.add(delta) : patch).commit() as Committed;
}

/** A new material, last unless an order is given; null when the module does not exist. */
export async function createMaterial(
  moduleId: string,
  fields: MaterialWrite,
  audit: AuditOf<MaterialItem>,
): Promise<WriteOutcome<MaterialItem>> {
  const content = await getModuleContent(moduleId);
  if (!content.module) return { status: 'not-found' };
  const { estimatedTime, orderNumber, ...rest } = fields;
  const item: MaterialItem = {
    moduleId,
    materialId: randomUUID(),
    ...rest,
    ...(estimatedTime !== null ? { estimatedTime } : {}),
    orderNumber: orderNumber ?? Math.max(0, ...content.materials.map((entry) => entry.orderNumber)) + 1,
    createdAt: now(),
  };
  const delta = metaDelta(null, fields);
  const committed = await commit(
    ({ module, material, stats }) => [
      material.create(item).commit(),
      touchMeta(module, moduleId, delta.meta),
      ...(Object.keys(delta.stats).length ? [stats.update({}).add(delta.stats).commit()] : []),
    ],
    auditEntryOf(audit, item),
  );
  return committed ? { status: 'ok', value: item } : { status: 'not-found' };
}

/** A material's fields; its counters follow a change of publication or of the estimated time. */
export async function updateMaterial(
  moduleId: string,
  materialId: string,
  fields: MaterialWrite,
  audit: AuditEntry,
): Promise<WriteOutcome<MaterialItem>> {
  const { data: previous } = await MaterialEntity.get({ moduleId, materialId }).go();
  if (!previous) return { status: 'not-found' };
  const { estimatedTime, orderNumber, ...rest } = fields;
  const delta = metaDelta(previous, fields);
  const changes = { ...rest, orderNumber: orderNumber ?? previous.orderNumber };
  const committed = await commit(({ module, material, stats }) => {
    const patch = material.patch({ moduleId, materialId });
    const set =
      estimatedTime !== null
        ? patch.set({ ...changes, estimatedTime })
        : patch.set(changes).remove(['estimatedTime']);
    return [
      set.where(sameCountedFacts(previous) as never).commit(),
      touchMeta(module, moduleId, delta.meta),
      ...(Object.keys(delta.stats).length ? [stats.update({}).add(delta.stats).commit()] : []),
    ];
  }, audit);
  if (!committed) return { status: 'conflict' };
  const { estimatedTime: _previousTime, ...kept } = previous;
  return {
    status: 'ok',
    value: { ...kept, ...changes, ...(estimatedTime !== null ? { estimatedTime } : {}) },
  };
}

/** Upload keys referenced by the module's items, except those of one material. */
const contentsExcept = (content: ModuleContent, materialId: string) =>
  content.items.filter((item) => item.materialId !== materialId).map((item) => item.content);

/**
 * Deletes a material: ONE transaction (the material, META's counters, the statistics), then its items
 * and every user's progress on it in batches. Answers the contents of its items that no other
 * material uses (the caller deletes those uploads).
 */
export async function deleteMaterial(
  moduleId: string,
  materialId: string,
  audit: AuditOf<{ removedContents: string[]; keptContents: string[] }>,
): Promise<WriteOutcome<{ removedContents: string[]; keptContents: string[] }>> {
  const [content, progress] = await Promise.all([
    getModuleContent(moduleId),
    progressKeys(moduleId, materialId),
  ]);
  const previous = content.materials.find((entry) => entry.materialId === materialId);
  if (!content.module || !previous) return { status: 'not-found' };
  const delta = metaDelta(previous, null);
  const items = itemsOf(content, materialId);
  const contents = {
    removedContents: items.map((item) => item.content),
    keptContents: contentsExcept(content, materialId),
  };
  const committed = await commit(
    ({ module, material, stats }) => [
      material
        .delete({ moduleId, materialId })
        .where(sameCountedFacts(previous) as never)
        .commit(),
      touchMeta(module, moduleId, delta.meta),
      ...(Object.keys(delta.stats).length ? [stats.update({}).add(delta.stats).commit()] : []),
    ],
    auditEntryOf(audit, contents),
    restKeys(items, progress),
  );
  if (!committed) return { status: 'conflict' };
  return { status: 'ok', value: contents };
}

export interface ItemWrite {
  title: string;
  contentType: string;
  content: string;
  caption: string | null;
  alt: string | null;
}

/** A transaction holds at most 100 writes: META, the material's check, the audit, new items and old ones beyond. */
export const MAX_ITEM_WRITES = 97;

/**
 * Replaces a material's items with `items` (their order = their position), in ONE transaction: the
 * material must exist, the new items are put and the old ones beyond them deleted. Answers what the
 * old items held that nothing in the module holds now (uploads the caller deletes).
 */
export async function saveItems(
  moduleId: string,
  materialId: string,
  items: readonly ItemWrite[],
  audit: AuditOf<{ removedContents: string[]; keptContents: string[] }>,
): Promise<
  WriteOutcome<{ items: MaterialContentItem[]; removedContents: string[]; keptContents: string[] }>
> {
  const content = await getModuleContent(moduleId);
  const material = content.materials.find((entry) => entry.materialId === materialId);
  if (!content.module || !material) return { status: 'not-found' };
  const old = itemsOf(content, materialId);
  const next: MaterialContentItem[] = items.map((item, index) => ({
    moduleId,
    materialId,
    orderNumber: index + 1,
    title: item.title,
    contentType: item.contentType,
    content: item.content,
    ...(item.caption ? { caption: item.caption } : {}),
    ...(item.alt ? { alt: item.alt } : {}),
  }));
  const stale = old.filter((item) => item.orderNumber > next.length);
  if (next.length + stale.length + 2 > MAX_ITEM_WRITES + 2) return { status: 'conflict' };
  const contents = {
    removedContents: old.map((item) => item.content),
    keptContents: [...contentsExcept(content, materialId), ...next.map((item) => item.content)],
  };
  const committed = await commit(
    ({ module, material: materialOp, item }) => [
      touchMeta(module, moduleId, {}),
      materialOp
        .check({ moduleId, materialId })
        .where(({ materialId: id }, { exists }) => exists(id))
        .commit(),
      ...next.map((entry) => item.put(entry).commit()),
      ...stale.map((entry) => item.delete({ moduleId, materialId, orderNumber: entry.orderNumber }).commit()),
    ],
    auditEntryOf(audit, contents),
  );
  if (!committed) return { status: 'not-found' };
  return { status: 'ok', value: { items: next, ...contents } };
}
