import * as z from 'zod';
import { ITEMS_PER_AREA } from '../action-plan';
import { generatedLocally, text } from './common';

/** Spec: the plan's tasks are spread over the next 90 days. */
export const PLAN_HORIZON_DAYS = 90;

/**
 * A task of a generated plan: every 5W2H field filled (spec 3 "Action item" metadata), a priority and
 * the day, counted from the generation, it is due. Keys in English as the stored metadata; texts in
 * Portuguese.
 */
export const generatedTaskSchema = z.object({
  title: text.max(160),
  priority: z.enum(['high', 'medium', 'low']),
  dueInDays: z.number().int().min(1).max(PLAN_HORIZON_DAYS),
  what: text,
  why: text,
  who: text,
  where: text,
  when: text,
  how: text,
  howMuch: text,
});
export type GeneratedTask = z.infer<typeof generatedTaskSchema>;

/**
 * The output of the `action-plan-area` AI task: the tasks of ONE area of a plan generated from the
 * dossier (one reply per area keeps each reply well within the model's output limit; the plan's title
 * and description are written in code).
 */
export const generatedAreaTasksSchema = z.object({
  tasks: z.array(generatedTaskSchema).min(ITEMS_PER_AREA.min).max(ITEMS_PER_AREA.max),
  generatedLocally,
});
export type GeneratedAreaTasks = z.infer<typeof generatedAreaTasksSchema>;

const byCount = new Map<number, typeof generatedAreaTasksSchema>();

/**
 * One area's output with exactly `count` tasks, the number the user asked for: the count is in the
 * forced tool's schema (minItems = maxItems), so a reply one task short is repaired through the tool's
 * error like any other invalid output (decision 0060). One schema object per count, so the tool of a
 * plan's areas is the same object and the same JSON in every request.
 */
export function generatedAreaTasksSchemaFor(count: number): typeof generatedAreaTasksSchema {
  let schema = byCount.get(count);
  if (!schema) {
    schema = z.object({
      tasks: z
        .array(generatedTaskSchema)
        .length(count, { error: `exatamente ${count} ${count === 1 ? 'tarefa' : 'tarefas'} desta área` }),
      generatedLocally,
    });
    byCount.set(count, schema);
  }
  return schema;
}

/** The output of the `genius-reply` AI task: Genius's answer to the user's message, in Portuguese. */
export const geniusReplySchema = z.object({
  reply: text.max(6000),
  generatedLocally,
});
export type GeniusReply = z.infer<typeof geniusReplySchema>;
