import { NO_CATEGORY } from '../contracts/action-plan';
import { dueBucket, type NotifiableTask } from './notifications';
import { averagePendingWeight, priorityWeight, type PrioritizedItem } from './priorities';

/**
 * The action plan page's derived figures (spec 2 "Action plan", spec 9): the stats row, the due marks,
 * 'Próximas ações' and the tasks grouped by category. Pure: the page computes them from its one read.
 */

/** What the board needs of a task. */
export interface BoardTask extends NotifiableTask, PrioritizedItem {
  category: string | null;
  createdAt: string;
}

/** Spec 9: the next-actions card lists 5 tasks. */
export const NEXT_ACTIONS_LIMIT = 5;

/** The stats row: plans, tasks, completed tasks and the completion, a rounded percentage. */
export function boardStats(plans: readonly { items: readonly BoardTask[] }[]) {
  const tasks = plans.flatMap((plan) => plan.items);
  const completed = tasks.filter((task) => task.completed).length;
  return {
    plans: plans.length,
    tasks: tasks.length,
    completed,
    completion: tasks.length === 0 ? 0 : Math.round((completed / tasks.length) * 100),
  };
}

/**
 * Spec 9: overdue means past due; due soon means due within 1 day (today or tomorrow, São Paulo dates).
 * Completed tasks and tasks without a date carry no mark.
 */
export function dueMark(task: NotifiableTask, now: Date): 'overdue' | 'due-soon' | null {
  const bucket = dueBucket(task, now);
  if (bucket === 'overdue') return 'overdue';
  return bucket === 'today' || bucket === 'tomorrow' ? 'due-soon' : null;
}

/**
 * 'Próximas ações': up to 5 pending tasks, the most urgent first: by due date (the earliest, overdue
 * ones included; undated last), then by priority (high first), then oldest first.
 */
export function nextActions<T extends BoardTask>(tasks: readonly T[], limit = NEXT_ACTIONS_LIMIT): T[] {
  return tasks
    .filter((task) => !task.completed)
    .sort(
      (a, b) =>
        (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') ||
        priorityWeight(b.priority) - priorityWeight(a.priority) ||
        a.createdAt.localeCompare(b.createdAt),
    )
    .slice(0, Math.max(0, limit));
}

export interface CategoryGroup<T> {
  category: string;
  tasks: T[];
  /** The average weight of its pending tasks (high 3, medium 2, low 1); 0 when none is pending. */
  weight: number;
}

/**
 * 'Por Categorias': the tasks by category ('Sem categoria' for none), the categories sorted by the
 * average weight of their pending tasks, heaviest first (spec 9); equal weights by name. Tasks keep
 * their order (oldest first).
 */
export function categoryGroups<T extends BoardTask>(tasks: readonly T[]): CategoryGroup<T>[] {
  const byCategory = new Map<string, T[]>();
  for (const task of tasks) {
    const category = task.category?.trim() || NO_CATEGORY;
    byCategory.set(category, [...(byCategory.get(category) ?? []), task]);
  }
  return [...byCategory]
    .map(([category, grouped]) => ({ category, tasks: grouped, weight: averagePendingWeight(grouped) }))
    .sort((a, b) => b.weight - a.weight || a.category.localeCompare(b.category, 'pt-BR'));
}
