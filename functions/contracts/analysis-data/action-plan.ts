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
  tasks: z.array(generatedTaskSchema).min(1).max(ITEMS_PER_AREA.max),
  generatedLocally,
});
export type GeneratedAreaTasks = z.infer<typeof generatedAreaTasksSchema>;

/** The output of the `genius-reply` AI task: Genius's answer to the user's message, in Portuguese. */
export const geniusReplySchema = z.object({
  reply: text.max(6000),
  generatedLocally,
});
export type GeniusReply = z.infer<typeof geniusReplySchema>;
