import { randomUUID } from 'node:crypto';
import type { ActionNote } from '../contracts/action-plan';
import { actionPlanMessages } from '../contracts/messages/action-plan';
import * as data from './action-plans';
import { conflictFailure, notFoundFailure } from '../domain/errors';
import { ACTION_PLAN_LIMITS } from './limits';
import { orNotFound } from './not-found';

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

export async function updateNote(
  userId: string,
  planId: string,
  itemId: string,
  noteId: string,
  content: string,
): Promise<ActionNote> {
  return orNotFound(data.updateNote(userId, planId, itemId, noteId, content), text.noteNotFound);
}

export async function deleteNote(
  userId: string,
  planId: string,
  itemId: string,
  noteId: string,
): Promise<void> {
  await orNotFound(data.deleteNote(userId, planId, itemId, noteId), text.noteNotFound);
}
