import { modelPort } from '../../ai/model-port';
import { buildDossierSectionInput, statedPrioritiesAnswer } from '../../ai/dossier-input';
import type { GeneratedAreaTasks } from '../../contracts/analysis-data/action-plan';
import { getGeneration, isRunningGeneration } from '../action-plans';
import { saveAreaDraft } from '../plan-area-drafts';
import { loadDossierData } from '../../dossier/load-section-input';
import { saoPauloDate } from '../../domain/notifications';
import { log } from '../../platform/http/log';
import { retryableIfAsked } from '../../platform/workflows/failure-message';

/**
 * One iteration of the workflow's Map: the tasks of the area at `areaIndex` of the user's running
 * generation, kept as the area's draft for the step that writes the plan. Exactly `itemsPerArea`
 * tasks: the count is in the task's schema, so a reply with another count is repaired through the
 * tool's error; one still invalid after its repair fails this iteration only, which the workflow
 * retries once (the other areas' drafts stay written: decision 0060).
 */
export async function generateArea(
  userId: string,
  planId: string,
  areaIndex: number,
): Promise<{ status: 'generated' | 'skipped' }> {
  const [generation, loaded] = await Promise.all([getGeneration(userId), loadDossierData(userId)]);
  if (!isRunningGeneration(generation, planId)) {
    log('warn', 'plan generation no longer current; area not generated', { planId, areaIndex });
    return { status: 'skipped' };
  }
  const { areas, itemsPerArea } = generation;
  const area = areas[areaIndex];
  if (area === undefined) throw new TypeError(`plan task: the generation has no area ${areaIndex}`);
  const { companyName } = buildDossierSectionInput(loaded);
  const today = saoPauloDate(new Date());
  const statedPriorities = statedPrioritiesAnswer(loaded.answers);
  let output: GeneratedAreaTasks;
  try {
    output = await modelPort().generate('action-plan-area', {
      ...(companyName ? { companyName } : {}),
      ...(loaded.userFirstName ? { userFirstName: loaded.userFirstName } : {}),
      sections: (loaded.content ?? {}) as Record<string, unknown>,
      area,
      areas,
      itemsPerArea,
      today,
      investorReport: loaded.investorReport,
      ...(statedPriorities ? { statedPriorities } : {}),
    });
  } catch (error) {
    throw retryableIfAsked(error);
  }
  await saveAreaDraft(userId, planId, {
    areaIndex,
    area,
    today,
    ...(companyName ? { companyName } : {}),
    tasks: output.tasks,
  });
  return { status: 'generated' };
}
