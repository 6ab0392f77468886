import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  fiveW2H,
  type ActionItem,
  type ActionPlan,
  type ActionPlansResponse,
  type createItemRequest,
  type updateItemRequest,
} from '../contracts/action-plan';
import { actionPlanMessages } from '../contracts/messages/action-plan';
import * as data from './action-plans';
import { conflictFailure, notFoundFailure } from '../domain/errors';
import { ACTION_PLAN_LIMITS } from './limits';
import { orNotFound } from './not-found';

const text = actionPlanMessages;

/** The whole page: plans with their tasks (one Query) and the last generation (one GetItem), in parallel. */
export async function actionPlansPage(userId: string): Promise<ActionPlansResponse> {
  const [plans, generation] = await Promise.all([data.listPlans(userId), data.getGeneration(userId)]);
  return { plans, generation: data.toGeneration(generation) };
}

/** A plan written by hand; 409 when the user already has ACTION_PLAN_LIMITS.plansPerUser plans. */
export async function createPlan(
  userId: string,
  plan: { title: string; description: string },
): Promise<ActionPlan> {
  if ((await data.countPlans(userId)) >= ACTION_PLAN_LIMITS.plansPerUser) {
    throw conflictFailure(text.limits.plans(ACTION_PLAN_LIMITS.plansPerUser));
  }
  return data.createPlan(userId, { planId: randomUUID(), ...plan });
}

export function updatePlan(
  userId: string,
  planId: string,
  changes: { title?: string; description?: string },
): Promise<ActionPlan> {
  return orNotFound(data.updatePlan(userId, planId, changes), text.planNotFound);
}

/**
 * Deletes a plan with everything under it: its tasks' notes and conversations, its tasks, then the plan
 * (spec: tasks first), in transactions of up to 100 with the plan in the last one. A failure midway
 * leaves the plan and what remains of it in place: nothing is ever left without its plan, and deleting
 * again finishes the job. Two round trips for a plan of up to ~100 tasks and notes.
 */
export async function deletePlan(userId: string, planId: string): Promise<void> {
  const [plan, keys] = await Promise.all([data.getPlan(userId, planId), data.planKeys(userId, planId)]);
  if (!plan && keys.length === 0) throw notFoundFailure(text.planNotFound);
  await data.deleteInOrder([...keys, data.planKey(userId, planId)]);
}

type CreateItem = z.output<typeof createItemRequest>;

/** A task written by hand; 409 when the plan already has ACTION_PLAN_LIMITS.tasksPerPlan tasks. */
export async function createItem(userId: string, planId: string, item: CreateItem): Promise<ActionItem> {
  if ((await data.countItems(userId, planId)) >= ACTION_PLAN_LIMITS.tasksPerPlan) {
    throw conflictFailure(text.limits.tasks(ACTION_PLAN_LIMITS.tasksPerPlan));
  }
  return orNotFound(data.createItem(userId, planId, { itemId: randomUUID(), ...item }), text.planNotFound);
}

/**
 * Edits a task; a partial 5W2H is merged into the stored one. Two round trips: the stored task (only
 * when the 5W2H changes) beside the subscription check, then one conditional write.
 */
export async function updateItem(
  userId: string,
  planId: string,
  itemId: string,
  changes: z.output<typeof updateItemRequest>,
): Promise<ActionItem> {
  const { metadata, ...rest } = changes;
  const stored = metadata ? await data.getItem(userId, planId, itemId) : undefined;
  let merged;
  if (metadata) {
    if (!stored) throw notFoundFailure(text.taskNotFound);
    merged = fiveW2H.parse({ ...stored.metadata, ...metadata });
  }
  return orNotFound(
    data.updateItem(userId, planId, itemId, { ...rest, ...(merged ? { metadata: merged } : {}) }),
    text.taskNotFound,
  );
}

/** Deletes a task with its notes and conversation, the task last. */
export async function deleteItem(userId: string, planId: string, itemId: string): Promise<void> {
  const [item, keys] = await Promise.all([
    data.getItem(userId, planId, itemId),
    data.taskKeys(userId, planId, itemId),
  ]);
  if (!item) throw notFoundFailure(text.taskNotFound);
  await data.deleteInOrder([...keys, data.itemKey(userId, planId, itemId)]);
}
