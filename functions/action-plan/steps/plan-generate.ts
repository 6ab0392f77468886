import { InvalidModelOutputError } from '../../ai/errors';
import { modelPort } from '../../ai/model-port';
import type { GeneratedPlan } from '../../contracts/analysis-data/action-plan';
import { getGeneration, writeGeneratedPlan, type NewItem } from '../action-plans';
import { loadDossierData } from '../../dossier/load-section-input';
import { buildDossierSectionInput } from '../../ai/dossier-input';
import { saoPauloDate } from '../../domain/notifications';
import { log } from '../../platform/http/log';
import { retryableIfAsked } from '../../platform/workflows/failure-message';

const DAY_MS = 24 * 60 * 60 * 1000;
/** today + n days, as yyyy-MM-dd (today is a São Paulo calendar date). */
const addDays = (today: string, days: number) =>
  new Date(Date.parse(today) + days * DAY_MS).toISOString().slice(0, 10);

const sameArea = (a: string, b: string) =>
  a
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase() ===
  b
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/**
 * The generated tasks as the plan stores them: per requested area, in the user's order, exactly
 * `itemsPerArea` (a reply with fewer for an area is incomplete); due dates from today.
 */
export function planItems(
  planId: string,
  output: GeneratedPlan,
  request: { areas: readonly string[]; itemsPerArea: number },
  today: string,
): NewItem[] {
  const items: NewItem[] = [];
  for (const area of request.areas) {
    const tasks = output.tasks.filter((task) => sameArea(task.area, area)).slice(0, request.itemsPerArea);
    if (tasks.length < request.itemsPerArea) {
      throw new InvalidModelOutputError('action-plan', [
        `área ${area}: ${tasks.length} de ${request.itemsPerArea} tarefas`,
      ]);
    }
    for (const task of tasks) {
      items.push({
        itemId: `${planId}-${String(items.length + 1).padStart(3, '0')}`,
        title: task.title,
        // The output schema already allows only high, medium or low.
        priority: task.priority,
        dueDate: addDays(today, task.dueInDays),
        category: area,
        metadata: {
          what: task.what,
          why: task.why,
          who: task.who,
          where: task.where,
          when: task.when,
          how: task.how,
          howMuch: task.howMuch,
        },
      });
    }
  }
  return items;
}

/** Generates the plan of the user's running generation and writes it with its completion (one transaction). */
export async function generatePlan(userId: string, planId: string): Promise<{ status: string }> {
  const [generation, loaded] = await Promise.all([getGeneration(userId), loadDossierData(userId)]);
  if (!generation || generation.planId !== planId || generation.status !== 'processing') {
    log('warn', 'plan generation no longer current; nothing written', { planId });
    return { status: 'skipped' };
  }
  const { companyName } = buildDossierSectionInput(loaded);
  const today = saoPauloDate(new Date());
  const request = { areas: generation.areas, itemsPerArea: generation.itemsPerArea };
  let output: GeneratedPlan;
  try {
    output = await modelPort().generate('action-plan', {
      ...(companyName ? { companyName } : {}),
      sections: (loaded.content ?? {}) as Record<string, unknown>,
      ...request,
      today,
      investorReport: loaded.investorReport,
    });
  } catch (error) {
    throw retryableIfAsked(error);
  }
  const items = planItems(planId, output, request, today);
  const written = await writeGeneratedPlan(
    userId,
    { planId, title: output.title, description: output.description },
    items,
  );
  if (!written) {
    log('warn', 'plan generation no longer current; plan not written', { planId });
    return { status: 'skipped' };
  }
  return { status: 'completed' };
}
