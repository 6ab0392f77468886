import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Entity, type EntityItem } from 'electrodb';
import { documentClient, tableName } from '../platform/data/client';
import { now } from '../platform/data/clock';
import { entityOf, queryPartition, queryRaw, type RawItem } from '../platform/data/raw-items';
import { serviceName } from '../platform/data/table';
import { key } from '../platform/data/schema';

/**
 * The learning catalogue, one partition per module, `MODULE#<moduleId>`, so ONE Query reads a module
 * with its materials and their items:
 *   META                              the module; gsi1 `MODULES` / `<order>#<moduleId>` (the list in order)
 *   MATERIAL#<materialId>             a material (order in `orderNumber`)
 *   MATERIAL#<materialId>#ITEM#<nnn>  its items, in order
 * A user's progress is under the user: `USER#<sub>` / `PROGRESS#<materialId>` (with the module id, so
 * the module list counts completed materials per module from one Query of the user's progress).
 */
const modulePartition = key('pk', 'MODULE#${moduleId}', ['moduleId']);
const entityOptions = { client: documentClient, table: tableName };

export const modulePartitionKey = (moduleId: string) => `MODULE#${moduleId}`;

export const ModuleEntity = new Entity(
  {
    model: { entity: 'learningModule', version: '1', service: serviceName },
    attributes: {
      moduleId: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      description: { type: 'string', required: true },
      icon: { type: 'string', required: true },
      category: { type: 'string' },
      orderNumber: { type: 'number', required: true, padding: { length: 4, char: '0' } },
      isPublished: { type: 'boolean', required: true, default: false },
      /** Published materials of the module (kept with the materials, for the list's counts). */
      materialCount: { type: 'number', required: true, default: 0 },
      /** sha256 of the seed content last loaded (functions/seed/curriculum-records.ts). */
      contentHash: { type: 'string' },
      /** What the admin statistics count of this module (functions/platform/data/stats.ts): all its materials, and
       * those with an estimated time. Absent on items written before the statistics. */
      countedMaterials: { type: 'number' },
      countedWithTime: { type: 'number' },
      /** Set by every admin write to the module: the seed no longer rewrites it (docs/decisions/0011-catalogue-seed-by-content-hash.md). */
      ownedByAdmin: { type: 'boolean' },
      createdAt: { type: 'string', required: true, default: now },
      updatedAt: { type: 'string', required: true, default: now },
    },
    indexes: {
      byModule: {
        pk: modulePartition,
        sk: key('sk', 'META', []),
      },
      inOrder: {
        index: 'gsi1',
        pk: key('gsi1pk', 'MODULES', []),
        sk: key('gsi1sk', '${orderNumber}#${moduleId}', ['orderNumber', 'moduleId']),
      },
    },
  },
  entityOptions,
);

export const MaterialEntity = new Entity(
  {
    model: { entity: 'learningMaterial', version: '1', service: serviceName },
    attributes: {
      moduleId: { type: 'string', required: true, readOnly: true },
      materialId: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      description: { type: 'string', required: true },
      /** A string, not an enum: an unknown type still loads. */
      type: { type: 'string', required: true },
      estimatedTime: { type: 'number' },
      orderNumber: { type: 'number', required: true },
      isPublished: { type: 'boolean', required: true, default: false },
      createdAt: { type: 'string', required: true, default: now },
    },
    indexes: {
      byModule: {
        pk: modulePartition,
        sk: key('sk', 'MATERIAL#${materialId}', ['materialId']),
      },
    },
  },
  entityOptions,
);

export const MaterialItemEntity = new Entity(
  {
    model: { entity: 'learningItem', version: '1', service: serviceName },
    attributes: {
      moduleId: { type: 'string', required: true, readOnly: true },
      materialId: { type: 'string', required: true, readOnly: true },
      orderNumber: { type: 'number', required: true, padding: { length: 3, char: '0' } },
      title: { type: 'string', required: true },
      /** A string, not an enum: an unknown content type must still load (the viewer says so). */
      contentType: { type: 'string', required: true },
      content: { type: 'string', required: true },
      caption: { type: 'string' },
      alt: { type: 'string' },
    },
    indexes: {
      byModule: {
        pk: modulePartition,
        sk: key('sk', 'MATERIAL#${materialId}#ITEM#${orderNumber}', ['materialId', 'orderNumber']),
      },
    },
  },
  entityOptions,
);

export const ProgressEntity = new Entity(
  {
    model: { entity: 'materialProgress', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      materialId: { type: 'string', required: true, readOnly: true },
      moduleId: { type: 'string', required: true },
      status: { type: ['not_started', 'in_progress', 'completed'] as const, required: true },
      percentage: { type: 'number', required: true },
      lastViewedAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true, default: now },
    },
    indexes: {
      byUser: {
        pk: key('pk', 'USER#${userId}', ['userId']),
        sk: key('sk', 'PROGRESS#${materialId}', ['materialId']),
      },
      /** Every user's progress on a module's materials: what deleting a module or a material removes. */
      byModule: {
        index: 'gsi1',
        pk: key('gsi1pk', 'MODULE_PROGRESS#${moduleId}', ['moduleId']),
        sk: key('gsi1sk', '${materialId}#${userId}', ['materialId', 'userId']),
      },
    },
  },
  entityOptions,
);

export type ModuleItem = EntityItem<typeof ModuleEntity>;
export type MaterialItem = EntityItem<typeof MaterialEntity>;
export type MaterialContentItem = EntityItem<typeof MaterialItemEntity>;
export type ProgressItem = EntityItem<typeof ProgressEntity>;

/** Every module in order (one Query on gsi1); callers keep the published ones for users. */
export async function listModules(): Promise<ModuleItem[]> {
  const { data } = await ModuleEntity.query.inOrder({}).go({ pages: 'all' });
  return data;
}

/** A module's partition sorted by entity: META, its materials (in order) and their items (in order). */
export interface ModuleContent {
  module: ModuleItem | null;
  materials: MaterialItem[];
  items: MaterialContentItem[];
}

function sortModuleItems(raw: readonly RawItem[]): ModuleContent {
  const of = (entity: string) => raw.filter((item) => entityOf(item) === entity);
  const [module] = of('learningModule') as ModuleItem[];
  return {
    module: module ?? null,
    materials: (of('learningMaterial') as MaterialItem[]).sort((a, b) => a.orderNumber - b.orderNumber),
    items: (of('learningItem') as MaterialContentItem[]).sort((a, b) => a.orderNumber - b.orderNumber),
  };
}

/** The whole module: ONE Query on its partition. */
export async function getModuleContent(moduleId: string): Promise<ModuleContent> {
  return sortModuleItems(await queryPartition(modulePartitionKey(moduleId)));
}

/**
 * One material with its items, and the module's META (to check it is published): ONE Query each,
 * in parallel (`MATERIAL#<id>` and its items share the prefix; META is read beside it).
 */
export async function getMaterialContent(moduleId: string, materialId: string): Promise<ModuleContent> {
  const [material, meta] = await Promise.all([
    queryRaw({
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
      ExpressionAttributeValues: { ':pk': modulePartitionKey(moduleId), ':prefix': `MATERIAL#${materialId}` },
    }),
    ModuleEntity.get({ moduleId }).go(),
  ]);
  // The prefix also matches a longer id sharing the beginning ('a' and 'ab'): keep only this material's.
  const own = material.filter((item) => item.materialId === materialId);
  return { ...sortModuleItems(own), module: meta.data };
}

/** The user's progress on every material (one Query). */
export async function listProgress(userId: string): Promise<ProgressItem[]> {
  const { data } = await ProgressEntity.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

/** The user's progress on one material (one GetItem); null when never opened. */
export async function getProgress(userId: string, materialId: string): Promise<ProgressItem | null> {
  const { data } = await ProgressEntity.get({ userId, materialId }).go();
  return data;
}

export async function getMaterial(moduleId: string, materialId: string): Promise<MaterialItem | null> {
  const { data } = await MaterialEntity.get({ moduleId, materialId }).go();
  return data;
}

/**
 * Opening a material (spec 4): a first view creates its progress in_progress at 0 %; a later view only
 * refreshes lastViewedAt (a completed material stays completed). ONE UpdateItem either way
 * (`if_not_exists` keeps what a first view set), stamped for ElectroDB like its own writes.
 */
export async function recordView(
  userId: string,
  moduleId: string,
  materialId: string,
): Promise<ProgressItem> {
  const at = now();
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: `USER#${userId}`, sk: `PROGRESS#${materialId}` },
      UpdateExpression:
        'SET #lastViewedAt = :at, #moduleId = :moduleId, #userId = :userId, #materialId = :materialId, ' +
        '#status = if_not_exists(#status, :inProgress), #percentage = if_not_exists(#percentage, :zero), ' +
        '#updatedAt = if_not_exists(#updatedAt, :at), #entity = :entity, #version = :version, ' +
        '#gsi1pk = :gsi1pk, #gsi1sk = :gsi1sk',
      ExpressionAttributeNames: {
        '#lastViewedAt': 'lastViewedAt',
        '#moduleId': 'moduleId',
        '#userId': 'userId',
        '#materialId': 'materialId',
        '#status': 'status',
        '#percentage': 'percentage',
        '#updatedAt': 'updatedAt',
        '#entity': '__edb_e__',
        '#version': '__edb_v__',
        '#gsi1pk': 'gsi1pk',
        '#gsi1sk': 'gsi1sk',
      },
      ExpressionAttributeValues: {
        ':at': at,
        ':moduleId': moduleId,
        ':userId': userId,
        ':materialId': materialId,
        ':inProgress': 'in_progress',
        ':zero': 0,
        ':entity': ProgressEntity.schema.model.entity,
        ':version': ProgressEntity.schema.model.version,
        // The byModule index (found again when an admin deletes the material or its module).
        ':gsi1pk': `MODULE_PROGRESS#${moduleId}`,
        ':gsi1sk': `${materialId}#${userId}`,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes as ProgressItem;
}

/** Marking a material completed (100 %), whether or not it was opened before. */
export async function markCompleted(
  userId: string,
  moduleId: string,
  materialId: string,
): Promise<ProgressItem> {
  const at = now();
  const item = {
    userId,
    materialId,
    moduleId,
    status: 'completed' as const,
    percentage: 100,
    lastViewedAt: at,
    updatedAt: at,
  };
  await ProgressEntity.put(item).go();
  return item;
}
