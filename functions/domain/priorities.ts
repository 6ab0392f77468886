import { DEFAULT_PRIORITY, type Priority as ActionPriority } from '../contracts/priorities';

/** Spec 9: the priority weights (categories sort by the average weight of their pending tasks). */
export const PRIORITY_WEIGHTS: Readonly<Record<ActionPriority, number>> = { high: 3, medium: 2, low: 1 };

/** Spec 9: the dashboard's priority card shows at most 4 action items. */
export const DASHBOARD_PRIORITY_LIMIT = 4;

/** What ordering needs of an action item. */
export interface PrioritizedItem {
  /** Any stored value: unknown ones sort last. */
  priority?: string | null;
  completed: boolean;
}

/** Portuguese spellings (AI output, management reports use alta/média/baixa) read as their English value. */
const aliases: Readonly<Record<string, ActionPriority>> = {
  high: 'high',
  medium: 'medium',
  low: 'low',
  alta: 'high',
  media: 'medium',
  média: 'medium',
  baixa: 'low',
};

/** The known priority a value names (trimmed, any case, English or Portuguese), or null. */
export function parsePriority(value: unknown): ActionPriority | null {
  if (typeof value !== 'string') return null;
  return aliases[value.trim().toLowerCase()] ?? null;
}

/** Spec 4: an invalid priority becomes medium. */
export function normalizePriority(value: unknown): ActionPriority {
  return parsePriority(value) ?? DEFAULT_PRIORITY;
}

/** 3, 2, 1 for high, medium, low; 0 for an unknown value. */
export function priorityWeight(value: unknown): number {
  const priority = parsePriority(value);
  return priority ? PRIORITY_WEIGHTS[priority] : 0;
}

/** Incomplete before complete; then high, medium, low, unknown. */
export function comparePriorityItems(a: PrioritizedItem, b: PrioritizedItem): number {
  return Number(a.completed) - Number(b.completed) || priorityWeight(b.priority) - priorityWeight(a.priority);
}

/** A new array in priority order (stable: equal items keep their input order). */
export function sortByPriority<T extends PrioritizedItem>(items: readonly T[]): T[] {
  return [...items].sort(comparePriorityItems);
}

/** The dashboard's priority card: the first 4 items in priority order. */
export function dashboardPriorityItems<T extends PrioritizedItem>(
  items: readonly T[],
  limit: number = DASHBOARD_PRIORITY_LIMIT,
): T[] {
  return sortByPriority(items).slice(0, Math.max(0, limit));
}

/** The average weight of the pending (not completed) items; 0 when none is pending. */
export function averagePendingWeight(items: readonly PrioritizedItem[]): number {
  const pending = items.filter((item) => !item.completed);
  if (pending.length === 0) return 0;
  return pending.reduce((sum, item) => sum + priorityWeight(item.priority), 0) / pending.length;
}
