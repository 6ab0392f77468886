import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type {
  ActionItem,
  ActionPlan,
  ActionPlansResponse,
  createItemRequest,
  updateItemRequest,
  updatePlanRequest,
} from '../contracts/action-plan';
import { actionPlanMessages } from '../contracts/messages/action-plan';
import * as data from './action-plans';
import * as edits from './edits';
import { conflictFailure, notFoundFailure } from '../domain/errors';
import { ACTION_PLAN_LIMITS } from './limits';
import { orNotFound, refusedAs } from './not-found';

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

/** Renames or describes a plan: ONE conditional write (409 when `version` is not the stored one). */
export function updatePlan(
  userId: string,
  planId: string,
  { version, ...changes }: z.output<typeof updatePlanRequest>,
): Promise<ActionPlan> {
  return refusedAs(edits.updatePlan(userId, planId, changes, version), {
    missing: text.planNotFound,
    stale: text.conflicts.plan,
  });
}

/** 409 before any write when the client's version is not the one read. */
function expectVersion(stored: { version: number }, version: number | undefined, stale: string) {
  if (version !== undefined && stored.version !== version) throw conflictFailure(stale);
}

/**
 * Deletes a plan with everything under it: its tasks' notes and conversations, its tasks, then the plan
 * (spec: tasks first), in transactions of up to 100 with the plan in the last one. A failure midway
 * leaves the plan and what remains of it in place: nothing is ever left without its plan, and deleting
 * again finishes the job. Two round trips for a plan of up to ~100 tasks and notes.
 */
export async function deletePlan(userId: string, planId: string, version?: number): Promise<void> {
  const [plan, keys] = await Promise.all([data.getPlan(userId, planId), data.planKeys(userId, planId)]);
  if (!plan && (keys.length === 0 || version !== undefined)) throw notFoundFailure(text.planNotFound);
  if (plan) expectVersion(plan, version, text.conflicts.planDelete);
  await refusedAs(data.deleteInOrder([...keys, data.planKey(userId, planId)], version), {
    missing: text.planNotFound,
    stale: text.conflicts.planDelete,
  });
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
 * Edits a task: ONE conditional UpdateItem of the fields sent, each 5W2H field on its own (edits of
 * different fields from several tabs all land); 409 when `version` is not the stored one. Two round
 * trips: the subscription check, then the write.
 */
export async function updateItem(
  userId: string,
  planId: string,
  itemId: string,
  { version, ...changes }: z.output<typeof updateItemRequest>,
): Promise<ActionItem> {
  return refusedAs(edits.updateItem(userId, planId, itemId, changes, version), {
    missing: text.taskNotFound,
    stale: text.conflicts.task,
  });
}

/** Deletes a task with its notes and conversation, the task last (409 when `version` is not the stored one). */
export async function deleteItem(
  userId: string,
  planId: string,
  itemId: string,
  version?: number,
): Promise<void> {
  const [item, keys] = await Promise.all([
    data.getItem(userId, planId, itemId),
    data.taskKeys(userId, planId, itemId),
  ]);
  if (!item) throw notFoundFailure(text.taskNotFound);
  expectVersion(item, version, text.conflicts.taskDelete);
  await refusedAs(data.deleteInOrder([...keys, data.itemKey(userId, planId, itemId)], version), {
    missing: text.taskNotFound,
    stale: text.conflicts.taskDelete,
  });
}
