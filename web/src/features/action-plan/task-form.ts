import * as z from 'zod';
import {
  createItemRequest,
  dueDateField,
  fiveW2H,
  priorities,
  type ActionItem,
  type FiveW2H,
  type Priority,
  type UpdateItemRequest,
} from '@contracts/action-plan';

export const fiveW2HKeys = Object.keys(fiveW2H.shape) as (keyof FiveW2H)[];

/**
 * The task dialog's fields, all strings as the inputs hold them, validated with the API's own field
 * rules: an empty date or category means none.
 */
export const taskFormSchema = z.object({
  title: createItemRequest.shape.title,
  priority: z.enum(priorities),
  dueDate: z.union([z.literal(''), dueDateField]),
  category: z.string().trim().max(60),
  ...fiveW2H.shape,
});
export type TaskFormValues = Record<keyof z.input<typeof taskFormSchema>, string>;

export function taskFormValues(task: ActionItem | null, category: string | null = null): TaskFormValues {
  return {
    title: task?.title ?? '',
    priority: task?.priority ?? 'medium',
    dueDate: task?.dueDate ?? '',
    category: task?.category ?? category ?? '',
    ...(Object.fromEntries(fiveW2HKeys.map((key) => [key, task?.metadata[key] ?? ''])) as Record<
      keyof FiveW2H,
      string
    >),
  };
}

export interface TaskRequest {
  title: string;
  priority: Priority;
  dueDate: string | null;
  category: string | null;
  metadata: FiveW2H;
}

/** The whole task of the parsed form: a new task's request body. */
export function taskRequest(values: z.output<typeof taskFormSchema>): TaskRequest {
  return {
    title: values.title,
    priority: values.priority,
    dueDate: values.dueDate || null,
    category: values.category || null,
    metadata: Object.fromEntries(fiveW2HKeys.map((key) => [key, values[key]])) as FiveW2H,
  };
}

/**
 * An edit's request body: only the fields that differ from the task shown, with the version shown
 * (decision 0055), so an edit never writes back what another tab changed meanwhile. Null when nothing
 * differs.
 */
export function taskChanges(shown: ActionItem, task: TaskRequest): UpdateItemRequest | null {
  const changes: UpdateItemRequest = {};
  if (task.title !== shown.title) changes.title = task.title;
  if (task.priority !== shown.priority) changes.priority = task.priority;
  if (task.dueDate !== shown.dueDate) changes.dueDate = task.dueDate;
  if (task.category !== shown.category) changes.category = task.category;
  const fiveW2H = fiveW2HKeys.filter((key) => task.metadata[key] !== shown.metadata[key]);
  if (fiveW2H.length > 0)
    changes.metadata = Object.fromEntries(fiveW2H.map((key) => [key, task.metadata[key]]));
  return Object.keys(changes).length > 0 ? { ...changes, version: shown.version } : null;
}
