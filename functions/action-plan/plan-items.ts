import { actionPlanMessages } from '../contracts/messages/action-plan';
import type { NewItem } from './action-plans';
import type { AreaDraft } from './plan-area-drafts';

const text = actionPlanMessages.generation;

const DAY_MS = 24 * 60 * 60 * 1000;
/** day + n days, as yyyy-MM-dd (day is a São Paulo calendar date). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A generated plan's tasks as stored: the areas in the request's order, each area's tasks in the
 * model's order, due dates counted from the day its tasks were written; ids numbered over the plan.
 */
export function planItems(planId: string, areas: readonly AreaDraft[]): NewItem[] {
  return areas
    .flatMap((draft) => draft.tasks.map((task) => ({ draft, task })))
    .map(({ draft, task }, index) => ({
      itemId: `${planId}-${String(index + 1).padStart(3, '0')}`,
      title: task.title,
      // The output schema already allows only high, medium or low.
      priority: task.priority,
      dueDate: addDays(draft.today, task.dueInDays),
      category: draft.area,
      metadata: {
        what: task.what,
        why: task.why,
        who: task.who,
        where: task.where,
        when: task.when,
        how: task.how,
        howMuch: task.howMuch,
      },
    }));
}

/**
 * A generated plan's title and description, written from the company and the areas (the model writes
 * only tasks: docs/decisions/0036-action-plan-per-area.md).
 */
export function planHeading(
  companyName: string | undefined,
  areas: readonly string[],
): { title: string; description: string } {
  const company = companyName?.trim();
  return {
    title: company ? text.planTitle(company) : text.planTitleWithoutCompany,
    description: text.planDescription(areas.join(', ')),
  };
}
