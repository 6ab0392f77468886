import type { UpdateCommandInput, DeleteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ActionItem, ActionNote, ActionPlan, FiveW2H, Priority } from '../contracts/action-plan';
import { expectingVersion, versionedWrite, type VersionedOutcome } from '../platform/data/versions';
import {
  ItemEntity,
  MissingError,
  NoteEntity,
  PlanEntity,
  StaleError,
  toItem,
  toNote,
  toPlan,
} from './action-plans';

/**
 * The user's edits of plans, tasks and notes: each ONE conditional write that bumps the item's version,
 * conditioned on the version the client sent, if it sent one (decision 0055). A write that changes
 * nothing it was not sent: a task's 5W2H fields are set one by one, never read, merged and written back.
 */

/** The item after the write, or the refusal: MissingError (not there) or StaleError (another version). */
function written(outcome: VersionedOutcome, what: string): Record<string, unknown> {
  if (!outcome.written) throw outcome.refused === 'missing' ? new MissingError(what) : new StaleError(what);
  return outcome.item ?? {};
}

export async function updatePlan(
  userId: string,
  planId: string,
  changes: { title?: string; description?: string },
  version?: number,
): Promise<ActionPlan> {
  const update = PlanEntity.patch({ userId, planId })
    .set(changes)
    .add({ version: 1 })
    .params<UpdateCommandInput>();
  const Item = written(await versionedWrite({ update: expectingVersion(update, version) }), 'plan');
  return toPlan(PlanEntity.parse({ Item }).data!);
}

export interface ItemChanges {
  title?: string;
  priority?: Priority;
  dueDate?: string | null;
  category?: string | null;
  metadata?: Partial<FiveW2H>;
  completed?: boolean;
}

/** A task's edit: the fields sent (null removes a due date or category), each 5W2H field sent on its own path. */
export function itemUpdate(userId: string, planId: string, itemId: string, changes: ItemChanges) {
  const { dueDate, category, metadata = {}, ...rest } = changes;
  const fiveW2H = Object.entries(metadata).filter(([, value]) => value !== undefined);
  const remove = [
    ...(dueDate === null ? (['dueDate'] as const) : []),
    ...(category === null ? (['category'] as const) : []),
  ];
  let update = ItemEntity.patch({ userId, planId, itemId })
    .set({ ...rest, ...(dueDate ? { dueDate } : {}), ...(category ? { category } : {}) })
    .add({ version: 1 });
  if (fiveW2H.length > 0) {
    update = update.data((attributes, { set }) => {
      const paths = attributes.metadata as unknown as Record<string, typeof attributes.metadata>;
      for (const [field, value] of fiveW2H) set(paths[field]!, value);
    });
  }
  if (remove.length > 0) update = update.remove([...remove]);
  return update.params<UpdateCommandInput>();
}

export async function updateItem(
  userId: string,
  planId: string,
  itemId: string,
  changes: ItemChanges,
  version?: number,
): Promise<ActionItem> {
  const update = expectingVersion(itemUpdate(userId, planId, itemId, changes), version);
  const Item = written(await versionedWrite({ update }), 'item');
  return toItem(ItemEntity.parse({ Item }).data!);
}

export async function updateNote(
  userId: string,
  planId: string,
  itemId: string,
  noteId: string,
  content: string,
  version?: number,
): Promise<ActionNote> {
  const update = NoteEntity.patch({ userId, planId, itemId, noteId })
    .set({ content })
    .add({ version: 1 })
    .params<UpdateCommandInput>();
  const Item = written(await versionedWrite({ update: expectingVersion(update, version) }), 'note');
  return toNote(NoteEntity.parse({ Item }).data!);
}

export async function deleteNote(
  userId: string,
  planId: string,
  itemId: string,
  noteId: string,
  version?: number,
): Promise<void> {
  const remove = NoteEntity.delete({ userId, planId, itemId, noteId })
    .where(({ noteId: id }, { exists }) => exists(id))
    .params<DeleteCommandInput>();
  written(await versionedWrite({ delete: expectingVersion(remove, version) }), 'note');
}
