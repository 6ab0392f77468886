import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { generatePlanRequest, PlanGeneration } from '../contracts/action-plan';
import { dossierSectionKeys } from '../contracts/analysis-data/dossier/sections';
import { actionPlanMessages } from '../contracts/messages/action-plan';
import {
  countPlans,
  DailyLimitError,
  finishGeneration,
  GenerationRunningError,
  getGeneration,
  STALE_GENERATION_MS,
  startGeneration,
} from './action-plans';
import { readDossier } from '../dossier/dossier';
import { ACTION_PLAN_LIMITS } from './limits';
import { returnDailyUnit } from '../platform/data/quotas';
import { conflictFailure, DomainError, notFoundFailure } from '../domain/errors';
import { saoPauloDate } from '../domain/notifications';
import { log } from '../platform/http/log';
import { countMetric } from '../platform/http/metrics';
import { workflows } from '../platform/workflows';
import { dailyCaps } from '../platform/data/daily-caps';

const text = actionPlanMessages;

/** Plans a user may generate with AI per day (São Paulo calendar day). */
export const PLAN_GENERATIONS_PER_DAY = dailyCaps.planGenerations;

/**
 * Starts generating an action plan from the user's dossier (spec: analyze-strategic-plan with the
 * chosen categories and items per category). Two round trips: the reads (dossier, the last generation,
 * the subscription check), then ONE transaction (the day's cap and PLANGEN processing); then the
 * workflow starts and writes the plan.
 * - No dossier: 404 'Dossiê não encontrado'; a section not completed: 409 'Dossiê incompleto'.
 * - A generation running, or the plans' ceiling reached (ACTION_PLAN_LIMITS): 409. The day's cap used:
 *   429 with when it renews.
 */
export async function requestPlanGeneration(
  userId: string,
  request: z.output<typeof generatePlanRequest>,
): Promise<{ generation: PlanGeneration }> {
  const [dossier, previous, plans] = await Promise.all([
    readDossier(userId),
    getGeneration(userId),
    countPlans(userId),
  ]);
  const completed = dossierSectionKeys.filter((key) => dossier.sections[key]?.status === 'completed');
  if (!dossier.dossier || completed.length === 0) throw notFoundFailure(text.dossierNotFound);
  if (completed.length < dossierSectionKeys.length) throw conflictFailure(text.dossierIncomplete);
  if (plans >= ACTION_PLAN_LIMITS.plansPerUser)
    throw conflictFailure(text.limits.plans(ACTION_PLAN_LIMITS.plansPerUser));
  if (
    previous?.status === 'processing' &&
    Date.now() - Date.parse(previous.updatedAt) < STALE_GENERATION_MS
  ) {
    throw conflictFailure(text.alreadyGenerating);
  }

  const planId = randomUUID();
  const day = saoPauloDate(new Date());
  let generation: PlanGeneration;
  try {
    generation = await startGeneration(
      userId,
      { planId, ...request },
      { day, max: PLAN_GENERATIONS_PER_DAY },
    );
  } catch (error) {
    if (error instanceof GenerationRunningError) throw conflictFailure(text.alreadyGenerating);
    if (error instanceof DailyLimitError) {
      throw new DomainError('limit-reached', text.limits.generation(PLAN_GENERATIONS_PER_DAY));
    }
    throw error;
  }
  try {
    await (await workflows()).startPlan({ userId, planId, areas: request.areas });
    countMetric('planGenerationsStarted');
  } catch (error) {
    log('error', 'starting the action plan workflow failed', { planId, error: String(error) });
    await Promise.all([
      finishGeneration(userId, planId, { status: 'error', error: text.generateError }),
      returnDailyUnit(userId, 'planGenerations', day),
    ]);
    throw error;
  }
  return { generation };
}
