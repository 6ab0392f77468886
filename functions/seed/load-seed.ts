import {
  DiagnosticEntity,
  OptionEntity,
  QuestionEntity,
  WeightEntity,
  diagnosticPartition,
  getDiagnostic,
} from '../diagnostics/diagnostics';
import {
  INVESTMENT_RECOMMENDATIONS_PARTITION,
  INVESTOR_PROFILES_PARTITION,
  InvestmentRecommendationEntity,
  InvestorProfileEntity,
} from '../analyses/investor-catalogue';
import { Service, type EntityItem } from 'electrodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../platform/data/client';
import { nonZero, StatsEntity, type Counter, type StatsDelta } from '../platform/data/stats';
import {
  batchWrite,
  entityOf,
  queryPartition,
  type RawItem,
  type WriteRequest,
} from '../platform/data/raw-items';
import {
  diagnosticCatalogue,
  investmentRecommendationRecords,
  investorProfileRecords,
  planPartitionSync,
  type DiagnosticCatalogue,
  type StoredItem,
} from './catalogue-records';
import { seedDiagnostics } from './diagnostics/index';
import { seedCurriculum } from './curriculum/index';
import { curriculumCatalogues, type ModuleCatalogue } from './curriculum-records';
import { MaterialEntity, MaterialItemEntity, ModuleEntity, modulePartitionKey } from '../learning/learning';
import { DeletedModuleEntity } from '../admin/learning-admin';
import { investmentRecommendations } from './investment-recommendations';
import { investorProfiles } from './investor-profiles';
import type { SeedDiagnostic, SeedInvestmentRecommendation, SeedInvestorProfile, SeedModule } from './types';

export interface SeedContent {
  diagnostics: readonly SeedDiagnostic[];
  /** The learning curriculum (functions/seed/curriculum/). */
  curriculum: readonly SeedModule[];
  investorProfiles: readonly SeedInvestorProfile[];
  investmentRecommendations: readonly SeedInvestmentRecommendation[];
}

/** The versioned content of functions/seed/. */
export const seedContent: SeedContent = {
  diagnostics: seedDiagnostics,
  curriculum: seedCurriculum,
  investorProfiles,
  investmentRecommendations,
};

export interface PartitionReport {
  partition: string;
  /**
   * `unchanged`: nothing written (same content hash, or no item differs); `admin-edited`: an admin
   * changed it since it was seeded, so it is theirs now and the seed leaves it alone.
   */
  status: 'created' | 'updated' | 'unchanged' | 'admin-edited';
  put: number;
  deleted: number;
}

/** The raw item ElectroDB would put (keys, attributes and its entity stamps). */
const itemOf = (params: { Item?: Record<string, unknown> }) => params.Item as StoredItem;

/**
 * Writes the catalogue from the seed content, idempotently, on every `npm start`, in the
 * integration/e2e stacks and on deploy (functions/triggers/seed-catalogue.ts):
 * - each diagnostic's META carries the sha256 of its content: an equal hash skips the diagnostic
 *   with one GetItem; otherwise its partition is made to hold exactly the seed's questions, options
 *   and weights (changed items put, items no longer in the seed deleted, BatchWrite in chunks of 25)
 *   and META is written last, so an interrupted load is redone by the next one. META keeps its
 *   createdAt and isPublished (an admin's unpublishing survives a content change);
 * - the investor profiles and recommendations partitions are compared item by item the same way
 *   (one Query each).
 * All content is validated before anything is written. Diagnostics not in the seed are left alone,
 * and so is a seeded diagnostic an admin has edited since (its META's `adminEditedAt`): the admin's
 * questions are never overwritten by a later release's seed.
 */
export async function loadSeed(content: SeedContent = seedContent): Promise<PartitionReport[]> {
  const catalogues = content.diagnostics.map(diagnosticCatalogue);
  const modules = curriculumCatalogues(content.curriculum);
  const profiles = investorProfileRecords(content.investorProfiles).map((record) =>
    itemOf(InvestorProfileEntity.put(record).params()),
  );
  const recommendations = investmentRecommendationRecords(content.investmentRecommendations).map(
    ({ revenueMax, ...record }) =>
      itemOf(
        InvestmentRecommendationEntity.put({
          ...record,
          ...(revenueMax !== null ? { revenueMax } : {}),
        }).params(),
      ),
  );

  const reports: PartitionReport[] = [];
  for (const catalogue of catalogues) reports.push(await syncDiagnostic(catalogue));
  for (const module of modules) reports.push(await syncModule(module));
  reports.push(await syncPartition(INVESTOR_PROFILES_PARTITION, profiles));
  reports.push(await seedPartitionOnce(INVESTMENT_RECOMMENDATIONS_PARTITION, recommendations));
  return reports;
}

/** The mark of a catalogue partition that admins own once seeded (raw: no entity reads it). */
const SEEDED_MARK = 'SEEDED';

/**
 * A partition that admins edit (the investment recommendations): the seed's items are written the first
 * time (made to match the seed exactly, as before admins could edit them), then a mark says the
 * partition is the admins' and later loads leave it alone. docs/decisions/0011-catalogue-seed-by-content-hash.md.
 */
async function seedPartitionOnce(partition: string, desired: StoredItem[]): Promise<PartitionReport> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: { pk: partition, sk: SEEDED_MARK } }),
  );
  if (Item) return { partition, status: 'unchanged', put: 0, deleted: 0 };
  const report = await syncPartition(partition, desired);
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { pk: partition, sk: SEEDED_MARK, seededAt: new Date().toISOString() },
    }),
  );
  return report;
}

/** META of a catalogue partition as the loader reads it: what a content change must keep. */
interface StoredMeta {
  contentHash?: string;
  /** Set by the admin's edits of the item or its questions (functions/admin/question-writes.ts). */
  adminEditedAt?: string;
  isPublished: boolean;
  createdAt: string;
  /** What the admin statistics count of this partition now (nothing when never counted). */
  counted: StatsDelta;
}

interface KeptMeta {
  isPublished: boolean;
  contentHash: string;
  createdAt: string;
  updatedAt: string;
}

/** The change to the statistics counters when a partition's counted values go from `from` to `to`. */
const countDelta = (from: StatsDelta, to: StatsDelta): StatsDelta =>
  nonZero(
    Object.fromEntries(
      [...new Set([...Object.keys(from), ...Object.keys(to)])].map((key) => [
        key,
        (to[key as Counter] ?? 0) - (from[key as Counter] ?? 0),
      ]),
    ),
  );

const sameCounts = (a: StatsDelta, b: StatsDelta) => Object.keys(countDelta(a, b)).length === 0;

/** A META put and its counters' change, in one transaction. */
const catalogueMeta = new Service(
  { diagnostic: DiagnosticEntity, module: ModuleEntity, stats: StatsEntity },
  { client: documentClient, table: tableName },
);

/** A catalogue META (diagnostic or module) and its counters' change, written in one transaction. */
async function writeMetaCounted(
  meta: { diagnostic: EntityItem<typeof DiagnosticEntity> } | { module: EntityItem<typeof ModuleEntity> },
  delta: StatsDelta,
): Promise<void> {
  const outcome = await catalogueMeta.transaction
    .write(({ diagnostic, module, stats }) => [
      'diagnostic' in meta ? diagnostic.put(meta.diagnostic).commit() : module.put(meta.module).commit(),
      ...(Object.keys(delta).length ? [stats.update({}).add(delta).commit()] : []),
    ])
    .go();
  if (outcome.canceled) {
    throw new Error(`catalogue META write canceled (${outcome.data.map((item) => item.code).join(', ')})`);
  }
}

/**
 * One catalogue partition (a diagnostic, a learning module): an equal content hash costs one GetItem;
 * otherwise the partition is made to hold exactly `desired` among the items of `owned` entities, and
 * META is written last (keeping its createdAt and isPublished, so an admin's unpublishing survives a
 * content change), so an interrupted load is redone by the next one.
 */
async function syncCatalogue(options: {
  partition: string;
  contentHash: string;
  owned: ReadonlySet<string>;
  readMeta: () => Promise<StoredMeta | null>;
  desired: () => StoredItem[];
  /** What the statistics count of the partition once it holds `desired`. */
  counts: StatsDelta;
  writeMeta: (kept: KeptMeta, delta: StatsDelta) => Promise<unknown>;
}): Promise<PartitionReport> {
  const { partition, contentHash } = options;
  const meta = await options.readMeta();
  if (meta?.adminEditedAt) return { partition, status: 'admin-edited', put: 0, deleted: 0 };
  if (meta?.contentHash === contentHash && sameCounts(meta.counted, options.counts)) {
    return { partition, status: 'unchanged', put: 0, deleted: 0 };
  }

  const existing = (await queryPartition(partition)).filter((item) =>
    options.owned.has(entityOf(item) ?? ''),
  );
  const plan = planPartitionSync(existing as StoredItem[], options.desired());
  await batchWrite(toRequests(plan));

  const now = new Date().toISOString();
  await options.writeMeta(
    {
      isPublished: meta?.isPublished ?? true,
      contentHash,
      createdAt: meta?.createdAt ?? now,
      updatedAt: now,
    },
    countDelta(meta?.counted ?? {}, options.counts),
  );
  return {
    partition,
    status: meta ? 'updated' : 'created',
    put: plan.put.length + 1,
    deleted: plan.delete.length,
  };
}

/** What the seed owns in a diagnostic's and in a module's partition (META is written separately). */
const diagnosticEntities = new Set(['diagnosticQuestion', 'diagnosticOption', 'diagnosticWeight']);
const moduleEntities = new Set(['learningMaterial', 'learningItem']);

function syncDiagnostic(catalogue: DiagnosticCatalogue): Promise<PartitionReport> {
  const { diagnostic } = catalogue;
  return syncCatalogue({
    partition: diagnosticPartition(diagnostic.diagnosticId),
    contentHash: catalogue.contentHash,
    owned: diagnosticEntities,
    readMeta: async () => {
      const meta = await getDiagnostic(diagnostic.diagnosticId);
      return meta && { ...meta, counted: { diagnostics: meta.counted ? 1 : 0 } };
    },
    counts: { diagnostics: 1 },
    desired: () => [
      ...catalogue.questions.map((record) => itemOf(QuestionEntity.put(record).params())),
      ...catalogue.options.map((record) => itemOf(OptionEntity.put(record).params())),
      ...catalogue.weights.map((record) => itemOf(WeightEntity.put(record).params())),
    ],
    writeMeta: (kept, delta) =>
      writeMetaCounted({ diagnostic: { ...diagnostic, ...kept, counted: true } }, delta),
  });
}

/**
 * A module of the curriculum, unless admins own it now (any admin write marks META `ownedByAdmin`) or
 * deleted it (a tombstone): then the seed leaves it as the admins made it (docs/decisions/0011-catalogue-seed-by-content-hash.md
 * "Admin modules and materials").
 */
async function syncModule(catalogue: ModuleCatalogue): Promise<PartitionReport> {
  const { module } = catalogue;
  const [{ data: stored }, { data: deleted }] = await Promise.all([
    ModuleEntity.get({ moduleId: module.moduleId }).go(),
    DeletedModuleEntity.get({ moduleId: module.moduleId }).go(),
  ]);
  if (stored?.ownedByAdmin || deleted) {
    return { partition: modulePartitionKey(module.moduleId), status: 'unchanged', put: 0, deleted: 0 };
  }
  const counts = {
    materials: catalogue.materials.length,
    materialsWithTime: catalogue.materials.filter((material) => material.estimatedTime !== undefined).length,
  };
  return syncCatalogue({
    partition: modulePartitionKey(module.moduleId),
    contentHash: catalogue.contentHash,
    owned: moduleEntities,
    readMeta: async () =>
      stored && {
        ...stored,
        counted: { materials: stored.countedMaterials ?? 0, materialsWithTime: stored.countedWithTime ?? 0 },
      },
    counts,
    desired: () => [
      ...catalogue.materials.map((record) => itemOf(MaterialEntity.put(record).params())),
      ...catalogue.items.map((record) => itemOf(MaterialItemEntity.put(record).params())),
    ],
    writeMeta: (kept, delta) =>
      writeMetaCounted(
        {
          module: {
            ...module,
            ...kept,
            countedMaterials: counts.materials,
            countedWithTime: counts.materialsWithTime,
          },
        },
        delta,
      ),
  });
}

async function syncPartition(partition: string, desired: StoredItem[]): Promise<PartitionReport> {
  const existing = (await queryPartition(partition)) as StoredItem[];
  const plan = planPartitionSync(existing, desired);
  await batchWrite(toRequests(plan));
  const changed = plan.put.length + plan.delete.length > 0;
  return {
    partition,
    status: !changed ? 'unchanged' : existing.length === 0 ? 'created' : 'updated',
    put: plan.put.length,
    deleted: plan.delete.length,
  };
}

function toRequests(plan: ReturnType<typeof planPartitionSync>): WriteRequest[] {
  return [
    ...plan.put.map((item) => ({ put: item as RawItem })),
    ...plan.delete.map((key) => ({ delete: key })),
  ];
}
