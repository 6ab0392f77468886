import { actionPlanMessages } from '../../contracts/messages/action-plan';
import { getGeneration, isRunningGeneration, writeGeneratedPlan } from '../action-plans';
import { listAreaDrafts } from '../plan-area-drafts';
import { planHeading, planItems } from '../plan-items';
import { log } from '../../platform/http/log';

/**
 * The workflow's last step: the plan of the user's running generation, from its areas' drafts, written
 * with its completion (writeGeneratedPlan: all or nothing).
 */
export async function writePlan(
  userId: string,
  planId: string,
): Promise<{ status: 'completed' | 'skipped' }> {
  const [generation, drafts] = await Promise.all([getGeneration(userId), listAreaDrafts(userId, planId)]);
  if (!isRunningGeneration(generation, planId)) {
    log('warn', 'plan generation no longer current; nothing written', { planId });
    return { status: 'skipped' };
  }
  const areas = generation.areas.map((_, index) => drafts.find((draft) => draft.areaIndex === index));
  const missing = generation.areas.filter((_, index) => !areas[index]);
  if (missing.length > 0) {
    // Every area's step ran before this one (the Map): a missing draft is a bug, not the model's.
    log('error', 'plan generation: areas without their tasks', { planId, missing });
    throw new Error(actionPlanMessages.generateError);
  }
  const present = areas.filter((draft) => draft !== undefined);
  const written = await writeGeneratedPlan(
    userId,
    { planId, ...planHeading(present[0]?.companyName, generation.areas) },
    planItems(planId, present),
  );
  if (!written) {
    log('warn', 'plan generation no longer current; plan not written', { planId });
    return { status: 'skipped' };
  }
  return { status: 'completed' };
}
