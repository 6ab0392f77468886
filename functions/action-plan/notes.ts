import { randomUUID } from 'node:crypto';
import type { ActionNote } from '../contracts/action-plan';
import { actionPlanMessages } from '../contracts/messages/action-plan';
import * as data from './action-plans';
import * as edits from './edits';
import { conflictFailure, notFoundFailure } from '../domain/errors';
import { ACTION_PLAN_LIMITS } from './limits';
import { refusedAs } from './not-found';

const text = actionPlanMessages;

/** The notes of one of the user's tasks, newest first: 404 when the task is not the user's. */
export async function listNotes(userId: string, planId: string, itemId: string): Promise<ActionNote[]> {
  const [item, notes] = await Promise.all([
    data.getItem(userId, planId, itemId),
    data.listNotes(userId, planId, itemId),
  ]);
  if (!item) throw notFoundFailure(text.taskNotFound);
  return notes;
}

/** A new note on one of the user's tasks (the content arrives trimmed and non-blank); 409 past the notes' ceiling. */
export async function createNote(
  userId: string,
  planId: string,
  itemId: string,
  content: string,
): Promise<ActionNote> {
  const [item, notes] = await Promise.all([
    data.getItem(userId, planId, itemId),
    data.countNotes(userId, planId, itemId),
  ]);
  if (!item) throw notFoundFailure(text.taskNotFound);
  if (notes >= ACTION_PLAN_LIMITS.notesPerTask) {
    throw conflictFailure(text.limits.notes(ACTION_PLAN_LIMITS.notesPerTask));
  }
  return data.createNote(userId, planId, itemId, randomUUID(), content);
}

/** Rewrites a note: ONE conditional write (409 when `version` is not the stored one). */
export async function updateNote(
  userId: string,
  planId: string,
  itemId: string,
  noteId: string,
  { content, version }: { content: string; version?: number },
): Promise<ActionNote> {
  return refusedAs(edits.updateNote(userId, planId, itemId, noteId, content, version), {
    missing: text.noteNotFound,
    stale: text.conflicts.note,
  });
}

export async function deleteNote(
  userId: string,
  planId: string,
  itemId: string,
  noteId: string,
  version?: number,
): Promise<void> {
  await refusedAs(edits.deleteNote(userId, planId, itemId, noteId, version), {
    missing: text.noteNotFound,
    stale: text.conflicts.noteDelete,
  });
}
