import * as z from 'zod';
import { generatedLocally, text } from './common';

/** Spec: the plan's tasks are spread over the next 90 days. */
export const PLAN_HORIZON_DAYS = 90;

/**
 * The output of the `action-plan` AI task: a plan generated from the dossier, with the requested
 * number of tasks per area, each with every 5W2H field filled (spec 3 "Action item" metadata), a
 * priority and the day, counted from the generation, it is due. Keys in English as the stored
 * metadata; texts in Portuguese.
 */
export const generatedTaskSchema = z.object({
  area: text,
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

export const generatedPlanSchema = z.object({
  title: text.max(200),
  description: text,
  tasks: z.array(generatedTaskSchema).min(1).max(100),
  generatedLocally,
});
export type GeneratedPlan = z.infer<typeof generatedPlanSchema>;

/** The output of the `genius-reply` AI task: Genius's answer to the user's message, in Portuguese. */
export const geniusReplySchema = z.object({
  reply: text.max(6000),
  generatedLocally,
});
export type GeniusReply = z.infer<typeof geniusReplySchema>;
