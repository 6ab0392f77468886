import * as z from 'zod';
import {
  createItemRequest,
  dueDateField,
  fiveW2H,
  priorities,
  type ActionItem,
  type CreateItemRequest,
  type FiveW2H,
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

/** The request body of the parsed form (create and edit send the whole task). */
export function taskRequest(values: z.output<typeof taskFormSchema>): CreateItemRequest {
  return {
    title: values.title,
    priority: values.priority,
    dueDate: values.dueDate || null,
    category: values.category || null,
    metadata: Object.fromEntries(fiveW2HKeys.map((key) => [key, values[key]])) as FiveW2H,
  };
}
