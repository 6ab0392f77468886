import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { CustomAttributeType, Entity, Service, type EntityItem } from 'electrodb';
import {
  DEFAULT_PRIORITY,
  priorityField,
  type ActionItem,
  type ActionNote,
  type ActionPlan,
  type FiveW2H,
  type GeniusMessage,
  type PlanGeneration,
  type Priority,
} from '../contracts/action-plan';
import { documentClient, tableName } from '../platform/data/client';
import { now } from '../platform/data/clock';
import { conditionalWrite } from '../platform/data/conditions';
import { giveBackDailyUnit, QuotaEntity, takeDailyUnit } from '../platform/data/quotas';
import { batchWrite, entityOf, keyOf, queryRaw, type ItemKey } from '../platform/data/raw-items';
import { serviceName } from '../platform/data/table';
import { createdAt, updatedAt, key } from '../platform/data/schema';
import { expectingVersion, storedVersion } from '../platform/data/versions';
import { staleRunMs } from '../platform/config/workflows';

/**
 * A user's action plans, under the user's partition:
 *   PLAN#<planId>                         the plan
 *   PLAN#<planId>#ITEM#<itemId>           its tasks (5W2H)
 *   TASKNOTE#<planId>#<itemId>#<noteId>   the notes of a task
 *   GENIUS#<planId>#<itemId>              the Genius conversation of a task
 *   PLANGEN                               the last plan generation (status, the plan it writes)
 * The page is ONE Query (begins_with PLAN#: plans and tasks, not the notes nor the conversations, which
 * the task's dialog reads). Deleting a plan reads its three prefixes in one round trip.
 */
const userPartition = key('pk', 'USER#${userId}', ['userId']);
/** Written 1 on creation, bumped by every edit (../platform/data/versions.ts); absent on older items. */
const version = { type: 'number' } as const;
const entityOptions = { client: documentClient, table: tableName };

export const PlanEntity = new Entity(
  {
    model: { entity: 'actionPlan', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      planId: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      description: { type: 'string', required: true, default: '' },
      source: { type: ['manual', 'dossier'] as const, required: true, default: 'manual' },
      version,
      createdAt,
      updatedAt,
    },
    indexes: {
      byUser: {
        pk: userPartition,
        sk: key('sk', 'PLAN#${planId}', ['planId']),
      },
    },
  },
  entityOptions,
);

export const ItemEntity = new Entity(
  {
    model: { entity: 'actionItem', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      planId: { type: 'string', required: true, readOnly: true },
      itemId: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      priority: { type: 'string', required: true, default: DEFAULT_PRIORITY },
      dueDate: { type: 'string' },
      completed: { type: 'boolean', required: true, default: false },
      category: { type: 'string' },
      metadata: { type: CustomAttributeType<unknown>('any'), required: true },
      version,
      createdAt,
      updatedAt,
    },
    indexes: {
      byUser: {
        pk: userPartition,
        sk: key('sk', 'PLAN#${planId}#ITEM#${itemId}', ['planId', 'itemId']),
      },
    },
  },
  entityOptions,
);

export const NoteEntity = new Entity(
  {
    model: { entity: 'actionNote', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      planId: { type: 'string', required: true, readOnly: true },
      itemId: { type: 'string', required: true, readOnly: true },
      noteId: { type: 'string', required: true, readOnly: true },
      content: { type: 'string', required: true },
      version,
      createdAt,
      updatedAt,
    },
    indexes: {
      byUser: {
        pk: userPartition,
        sk: key('sk', 'TASKNOTE#${planId}#${itemId}#${noteId}', ['planId', 'itemId', 'noteId']),
      },
    },
  },
  entityOptions,
);

export const GeniusEntity = new Entity(
  {
    model: { entity: 'geniusConversation', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      planId: { type: 'string', required: true, readOnly: true },
      itemId: { type: 'string', required: true, readOnly: true },
      /** The turns, oldest first, the last MAX_STORED_TURNS kept. */
      messages: { type: CustomAttributeType<unknown>('any'), required: true },
      /** Bumped by every write, which is conditional on the version read: no turn is lost to a race. */
      version: { type: 'number' },
      updatedAt,
    },
    indexes: {
      byUser: {
        pk: userPartition,
        sk: key('sk', 'GENIUS#${planId}#${itemId}', ['planId', 'itemId']),
      },
    },
  },
  entityOptions,
);

export const PlanGenerationEntity = new Entity(
  {
    model: { entity: 'planGeneration', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      planId: { type: 'string', required: true },
      status: { type: ['processing', 'completed', 'error'] as const, required: true },
      error: { type: 'string' },
      /** The request, for the workflow's task. */
      areas: { type: 'list', items: { type: 'string' }, required: true },
      itemsPerArea: { type: 'number', required: true },
      /** The São Paulo day whose unit of the cap the generation took (given back if it fails). */
      quotaDay: { type: 'string' },
      updatedAt,
    },
    indexes: {
      byUser: {
        pk: userPartition,
        sk: key('sk', 'PLANGEN', []),
      },
    },
  },
  entityOptions,
);

/** Written together: a task and the check that its plan exists. */
const plans = new Service({ plan: PlanEntity, task: ItemEntity }, entityOptions);

type PlanItem = EntityItem<typeof PlanEntity>;
type ItemItem = EntityItem<typeof ItemEntity>;
type NoteItem = EntityItem<typeof NoteEntity>;
export type PlanGenerationItem = EntityItem<typeof PlanGenerationEntity>;

const emptyFiveW2H: FiveW2H = { what: '', why: '', who: '', where: '', when: '', how: '', howMuch: '' };
/** Spec 4: a stored priority that is not one of the three reads as medium (the contract's rule). */
const asPriority = (value: unknown): Priority => priorityField.parse(value);

export function toItem(item: ItemItem): ActionItem {
  return {
    id: item.itemId,
    planId: item.planId,
    title: item.title,
    priority: asPriority(item.priority),
    dueDate: item.dueDate ?? null,
    completed: item.completed ?? false,
    category: item.category ?? null,
    metadata: { ...emptyFiveW2H, ...(item.metadata as Partial<FiveW2H>) },
    version: storedVersion(item.version),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export function toPlan(plan: PlanItem, items: ActionItem[] = []): ActionPlan {
  return {
    id: plan.planId,
    title: plan.title,
    description: plan.description ?? '',
    source: plan.source ?? 'manual',
    version: storedVersion(plan.version),
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
    items,
  };
}

export const toNote = (note: NoteItem): ActionNote => ({
  id: note.noteId,
  itemId: note.itemId,
  content: note.content,
  version: storedVersion(note.version),
  createdAt: note.createdAt,
  updatedAt: note.updatedAt,
});

export function toGeneration(item: PlanGenerationItem | null | undefined): PlanGeneration | null {
  if (!item) return null;
  return { status: item.status, planId: item.planId, error: item.error ?? null, updatedAt: item.updatedAt };
}

const queryPrefix = (userId: string, prefix: string) =>
  queryRaw({
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': prefix },
  });

/** How many plans the user has: the Query the plans page makes (begins_with PLAN#), counted. */
export async function countPlans(userId: string): Promise<number> {
  return (await queryPrefix(userId, 'PLAN#')).filter((Item) => entityOf(Item) === 'actionPlan').length;
}

/** How many tasks a plan has (begins_with PLAN#<planId>#ITEM#). */
export async function countItems(userId: string, planId: string): Promise<number> {
  return (await queryPrefix(userId, `PLAN#${planId}#ITEM#`)).length;
}

/** How many notes a task has (begins_with TASKNOTE#<planId>#<itemId>#). */
export async function countNotes(userId: string, planId: string, itemId: string): Promise<number> {
  return (await queryPrefix(userId, `TASKNOTE#${planId}#${itemId}#`)).length;
}

/**
 * Every plan of the user with its tasks: ONE Query (begins_with PLAN#). Plans newest first, tasks oldest
 * first (spec 7); tasks whose plan is gone (a generation that stopped midway writes tasks first) are
 * left out.
 */
export async function listPlans(userId: string): Promise<ActionPlan[]> {
  return listPlansOf(await queryPrefix(userId, 'PLAN#'));
}

/** The plans among raw items of the PLAN# prefix, each with its tasks. */
function listPlansOf(items: Awaited<ReturnType<typeof queryPrefix>>): ActionPlan[] {
  const plans = new Map<string, PlanItem>();
  const tasks = new Map<string, ActionItem[]>();
  for (const Item of items) {
    if (entityOf(Item) === 'actionPlan') {
      const { data } = PlanEntity.parse({ Item });
      if (data) plans.set(data.planId, data);
    } else if (entityOf(Item) === 'actionItem') {
      const { data } = ItemEntity.parse({ Item });
      if (data) tasks.set(data.planId, [...(tasks.get(data.planId) ?? []), toItem(data)]);
    }
  }
  const byCreated = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
    a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  return [...plans.values()]
    .map((plan) => toPlan(plan, (tasks.get(plan.planId) ?? []).sort(byCreated)))
    .sort((a, b) => byCreated(b, a));
}

/** One plan with its tasks, oldest first: ONE Query (begins_with PLAN#<planId>). Null without the plan. */
export async function getPlanWithItems(userId: string, planId: string): Promise<ActionPlan | null> {
  const [plan] = (await listPlansOf(await queryPrefix(userId, `PLAN#${planId}`))).filter(
    (candidate) => candidate.id === planId,
  );
  return plan ?? null;
}

export async function getPlan(userId: string, planId: string): Promise<ActionPlan | null> {
  const { data } = await PlanEntity.get({ userId, planId }).go();
  return data ? toPlan(data) : null;
}

export async function getItem(userId: string, planId: string, itemId: string): Promise<ActionItem | null> {
  const { data } = await ItemEntity.get({ userId, planId, itemId }).go();
  return data ? toItem(data) : null;
}

export async function getGeneration(userId: string): Promise<PlanGenerationItem | null> {
  const { data } = await PlanGenerationEntity.get({ userId }).go();
  return data;
}

/** Whether the generation read is still the processing one of `planId` (a workflow's steps go on only then). */
export const isRunningGeneration = (
  generation: PlanGenerationItem | null,
  planId: string,
): generation is PlanGenerationItem => generation?.planId === planId && generation.status === 'processing';

/** A refused write: the plan, task or note named is not there (or not the user's). */
export class MissingError extends Error {
  override name = 'MissingError';
}

/** A refused write: the version sent is not the stored one (another tab or device wrote first). */
export class StaleError extends Error {
  override name = 'StaleError';
}

export async function createPlan(
  userId: string,
  plan: { planId: string; title: string; description: string; source?: 'manual' | 'dossier' },
): Promise<ActionPlan> {
  const { data } = await PlanEntity.create({ userId, ...plan, version: 1 }).go();
  return toPlan(data as PlanItem);
}

export interface NewItem {
  itemId: string;
  title: string;
  priority: Priority;
  dueDate: string | null;
  category: string | null;
  metadata: FiveW2H;
}

const itemAttributes = (userId: string, planId: string, item: NewItem) => ({
  userId,
  planId,
  itemId: item.itemId,
  title: item.title,
  priority: item.priority,
  completed: false,
  metadata: item.metadata,
  version: 1,
  ...(item.dueDate ? { dueDate: item.dueDate } : {}),
  ...(item.category ? { category: item.category } : {}),
});

/** A task in an existing plan: ONE transaction (the plan must exist; the task is new). */
export async function createItem(userId: string, planId: string, item: NewItem): Promise<ActionItem> {
  const at = now();
  const attributes = { ...itemAttributes(userId, planId, item), createdAt: at, updatedAt: at };
  const outcome = await plans.transaction
    .write(({ plan, task }) => [
      plan
        .check({ userId, planId })
        .where(({ planId: id }, { exists }) => exists(id))
        .commit(),
      task.create(attributes).commit(),
    ])
    .go();
  if (outcome.canceled) {
    if (outcome.data[0]?.code === 'ConditionalCheckFailed') throw new MissingError('plan');
    throw new Error(`creating a task canceled (${outcome.data.map((entry) => entry.code).join(', ')})`);
  }
  return toItem(attributes as ItemItem);
}

/** Notes of a task, newest first (one Query). */
export async function listNotes(userId: string, planId: string, itemId: string): Promise<ActionNote[]> {
  const { data } = await NoteEntity.query.byUser({ userId, planId, itemId }).go({ pages: 'all' });
  return data.map(toNote).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

export async function createNote(
  userId: string,
  planId: string,
  itemId: string,
  noteId: string,
  content: string,
): Promise<ActionNote> {
  const { data } = await NoteEntity.create({ userId, planId, itemId, noteId, content, version: 1 }).go();
  return toNote(data as NoteItem);
}

/** Up to this many deletes per TransactWriteItems (the API's limit is 100). */
const TRANSACTION_LIMIT = 100;

/**
 * Deletes items in transactions of up to 100, the LAST key in the last transaction. Callers put the
 * owner (the plan, the task) last: if a transaction fails midway, the owner and what remains stay
 * reachable, so nothing is left behind without its plan, and deleting again finishes the job.
 * With `version`, every transaction also requires the owner at that version (a check of it before the
 * last one, its delete's condition in the last), so a stale delete is refused (StaleError) before
 * anything goes.
 */
export async function deleteInOrder(keys: readonly ItemKey[], version?: number): Promise<void> {
  const owner = keys.at(-1);
  const guarded = version !== undefined && owner !== undefined;
  const size = guarded ? TRANSACTION_LIMIT - 1 : TRANSACTION_LIMIT;
  const ownerAt = (Key: ItemKey) => expectingVersion({ TableName: tableName, Key }, version);
  for (let start = 0; start < keys.length; start += size) {
    const chunk = keys.slice(start, start + size);
    const last = start + size >= keys.length;
    const operations: NonNullable<TransactWriteCommandInput['TransactItems']> = chunk.map((Key) => ({
      Delete: Key === owner ? ownerAt(Key) : { TableName: tableName, Key },
    }));
    if (guarded && !last) {
      const check = ownerAt(owner);
      operations.push({ ConditionCheck: { ...check, ConditionExpression: check.ConditionExpression! } });
    }
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: operations }));
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      if (guarded && reasons.at(-1)?.Code === 'ConditionalCheckFailed') throw new StaleError('owner');
      throw error;
    }
  }
}

/** Everything of a plan: its tasks, their notes and conversations (one round trip of three Queries). */
export async function planKeys(userId: string, planId: string): Promise<ItemKey[]> {
  const [tasks, notes, conversations] = await Promise.all([
    queryPrefix(userId, `PLAN#${planId}#`),
    queryPrefix(userId, `TASKNOTE#${planId}#`),
    queryPrefix(userId, `GENIUS#${planId}#`),
  ]);
  return [...notes, ...conversations, ...tasks].map(keyOf);
}

/** Everything of one task: its notes and conversation. */
export async function taskKeys(userId: string, planId: string, itemId: string): Promise<ItemKey[]> {
  const [notes, conversations] = await Promise.all([
    queryPrefix(userId, `TASKNOTE#${planId}#${itemId}#`),
    queryPrefix(userId, `GENIUS#${planId}#${itemId}`),
  ]);
  return [...notes, ...conversations].map(keyOf);
}

export const planKey = (userId: string, planId: string): ItemKey =>
  PlanEntity.get({ userId, planId }).params<{ Key: ItemKey }>().Key;
export const itemKey = (userId: string, planId: string, itemId: string): ItemKey =>
  ItemEntity.get({ userId, planId, itemId }).params<{ Key: ItemKey }>().Key;

/** A generation marked processing longer ago than this died without an outcome: a new one may start. */
export const STALE_GENERATION_MS = staleRunMs('action-plan');

/** Refused because a plan generation of this user is running. */
export class GenerationRunningError extends Error {
  override name = 'GenerationRunningError';
}
/** Refused because the user's daily generations are used up. */
export class DailyLimitError extends Error {
  override name = 'DailyLimitError';
}

const generations = new Service({ generation: PlanGenerationEntity, quota: QuotaEntity }, entityOptions);

/**
 * Starts a generation in ONE transaction: takes a unit of today's cap (ADD under `count < max`) and
 * writes PLANGEN processing for the new plan (unless one is processing and fresh). Either both or
 * neither: a refused start spends nothing.
 */
export async function startGeneration(
  userId: string,
  request: { planId: string; areas: string[]; itemsPerArea: number },
  limit: { day: string; max: number },
): Promise<PlanGeneration> {
  const staleBefore = new Date(Date.now() - STALE_GENERATION_MS).toISOString();
  const item = { userId, ...request, status: 'processing' as const, quotaDay: limit.day, updatedAt: now() };
  const outcome = await generations.transaction
    .write(({ generation, quota }) => [
      generation
        .put(item)
        .where(
          ({ status, updatedAt }, { ne, lt }) =>
            `${ne(status, 'processing')} OR ${lt(updatedAt, staleBefore)}`,
        )
        .commit(),
      takeDailyUnit(quota, userId, 'planGenerations', limit),
    ])
    .go();
  if (outcome.canceled) {
    const [generation, quota] = outcome.data.map((entry) => entry.code);
    if (generation === 'ConditionalCheckFailed') throw new GenerationRunningError(userId);
    if (quota === 'ConditionalCheckFailed') throw new DailyLimitError(userId);
    throw new Error(`starting a plan generation canceled (${generation}, ${quota})`);
  }
  return toGeneration(item as PlanGenerationItem)!;
}

/** The generation's outcome, recorded only on the generation of `planId` while it is processing. */
export async function finishGeneration(
  userId: string,
  planId: string,
  outcome: { status: 'completed' } | { status: 'error'; error: string },
): Promise<boolean> {
  return conditionalWrite(
    PlanGenerationEntity.patch({ userId })
      .set(
        outcome.status === 'error'
          ? { status: 'error', error: outcome.error.slice(0, 2000) }
          : { status: 'completed' },
      )
      .where(({ planId: id, status }, { eq }) => `${eq(id, planId)} AND ${eq(status, 'processing')}`)
      .go(),
  );
}

/**
 * Records a generation's failure on the processing generation of `planId` and gives back its unit of
 * the day's cap in the same transaction, while the day's failures given back stay below
 * dailyCaps.planFailuresReturned (past it, or for a generation that names no day, the failure alone).
 */
async function closeFailedGeneration(userId: string, planId: string, error: string): Promise<boolean> {
  const { data: stored } = await PlanGenerationEntity.get({ userId }).go({ consistent: true });
  if (stored?.planId !== planId || stored.status !== 'processing') return false;
  if (stored.quotaDay) {
    const outcome = await generations.transaction
      .write(({ generation, quota }) => [
        generation
          .patch({ userId })
          .set({ status: 'error', error: error.slice(0, 2000) })
          .where(({ planId: id, status }, { eq }) => `${eq(id, planId)} AND ${eq(status, 'processing')}`)
          .commit(),
        giveBackDailyUnit(quota, userId, 'planGenerations', stored.quotaDay!),
      ])
      .go();
    if (!outcome.canceled) return true;
    if ((outcome.data as { code?: string }[])[0]?.code === 'ConditionalCheckFailed') return false;
  }
  return finishGeneration(userId, planId, { status: 'error', error });
}

/**
 * Records a generation's failure, only on the processing generation of `planId`, and removes the tasks
 * a large plan's write may have left without their plan: while its generation is processing, a plan
 * was never written (the plan and the generation's completion are one transaction).
 */
export async function failGeneration(userId: string, planId: string, error: string): Promise<boolean> {
  const marked = await closeFailedGeneration(userId, planId, error);
  if (marked) await discardTasks(userId, planId);
  return marked;
}

/** Deletes the tasks of a plan that was never written (no page shows them; nothing else refers to them). */
async function discardTasks(userId: string, planId: string, keys?: readonly ItemKey[]): Promise<void> {
  const tasks = keys ?? (await queryPrefix(userId, `PLAN#${planId}#`)).map(keyOf);
  if (tasks.length > 0) await batchWrite(tasks.map((key) => ({ delete: key })));
}

/**
 * Writes a generated plan and records its generation completed: the tasks, the plan and PLANGEN in ONE
 * transaction when they fit (100 writes; a plan of up to 98 tasks), so the page never shows a plan
 * without all its tasks and the step costs one round trip. A larger plan (99 or 100 tasks: 10 areas of
 * 10) writes its tasks first (batches of 25, idempotent puts with the ids given; no page shows a task
 * without its plan), then the plan and PLANGEN together. False when the generation is no longer the
 * current processing one: nothing of the plan is then written (a large plan's tasks are removed again,
 * unless an earlier attempt of this same step wrote the plan).
 */
export async function writeGeneratedPlan(
  userId: string,
  plan: { planId: string; title: string; description: string },
  items: readonly NewItem[],
): Promise<boolean> {
  const base = Date.now();
  // createdAt one millisecond apart keeps the tasks in the generated order (tasks are listed oldest first).
  const taskPuts = items.map((item, index) => {
    const at = new Date(base + index).toISOString();
    const { Item } = ItemEntity.put({
      ...itemAttributes(userId, plan.planId, item),
      createdAt: at,
      updatedAt: at,
    }).params<{ Item: Record<string, unknown> }>();
    return Item;
  });
  const planPut = PlanEntity.put({ userId, ...plan, source: 'dossier', version: 1 }).params<{
    Item: Record<string, unknown>;
  }>().Item;
  const completed = PlanGenerationEntity.patch({ userId })
    .set({ status: 'completed' })
    .where(({ planId: id, status }, { eq }) => `${eq(id, plan.planId)} AND ${eq(status, 'processing')}`)
    .params<Record<string, unknown>>();
  const together = taskPuts.length + 2 <= TRANSACTION_LIMIT ? taskPuts : [];
  if (together.length === 0) await batchWrite(taskPuts.map((put) => ({ put })));
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          ...together.map((Item) => ({ Put: { TableName: tableName, Item } })),
          { Put: { TableName: tableName, Item: planPut } },
          { Update: completed as NonNullable<TransactWriteCommandInput['TransactItems']>[number]['Update'] },
        ],
      }),
    );
    return true;
  } catch (error) {
    // Only the generation's condition (the last write) says "no longer current"; anything else is an error.
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (
      (error as Error).name === 'TransactionCanceledException' &&
      reasons?.at(-1)?.Code === 'ConditionalCheckFailed'
    ) {
      if (together.length === 0 && !(await getPlan(userId, plan.planId))) {
        await discardTasks(userId, plan.planId, taskPuts.map(keyOf));
      }
      return false;
    }
    throw error;
  }
}

/** Turns of a Genius conversation kept (the screen shows them all; the model sees the last few). */
export const MAX_STORED_TURNS = 40;

/** The stored Genius conversation of a task, oldest first (empty when none). */
export async function getConversation(
  userId: string,
  planId: string,
  itemId: string,
): Promise<GeniusMessage[]> {
  return (await getConversationState(userId, planId, itemId)).messages;
}

/** The conversation and the version it was read at (0: none stored, or stored before versions). */
export async function getConversationState(
  userId: string,
  planId: string,
  itemId: string,
  options: { consistent?: boolean } = {},
): Promise<{ messages: GeniusMessage[]; version: number }> {
  const { data } = await GeniusEntity.get({ userId, planId, itemId }).go({
    consistent: options.consistent ?? false,
  });
  return {
    messages: Array.isArray(data?.messages) ? (data.messages as GeniusMessage[]) : [],
    version: typeof data?.version === 'number' ? data.version : 0,
  };
}
