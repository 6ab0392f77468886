import { notificationsMessages } from '../contracts/messages/notifications';
import type { Notification } from '../contracts/notifications';

/**
 * The bell's notifications, derived from the action plan's tasks (never stored).
 *
 * Days are calendar days in America/Sao_Paulo, the product's audience: a task due "today" is due on
 * today's date in Brasília time, whatever the browser's or the Lambda's clock zone. A date-only due date
 * ('2025-03-10') is that calendar date as written; a full timestamp is first converted to its São Paulo
 * date (23:30 on the 9th in São Paulo = 02:30Z on the 10th is due on the 9th).
 */
export const NOTIFICATION_TIME_ZONE = 'America/Sao_Paulo';

/** What the rules need of an action-plan task. */
export interface NotifiableTask {
  id: string;
  title: string;
  completed: boolean;
  /** 'YYYY-MM-DD' or an ISO timestamp; null when the task has no due date. */
  dueDate: string | null;
}

/** Overdue (past), due today, due tomorrow, due soon (more than 1 and up to 7 days ahead). */
export type DueBucket = 'overdue' | 'today' | 'tomorrow' | 'soon';

const DAY_MS = 24 * 60 * 60 * 1000;
const SOON_DAYS = 7;
const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

// Created on first use: a time zone's Intl data costs ~14 ms to load, paid by every Lambda importing this.
let sameZoneDate: Intl.DateTimeFormat | undefined;

/** The São Paulo calendar date of an instant, as 'YYYY-MM-DD'. */
export function saoPauloDate(instant: Date): string {
  sameZoneDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: NOTIFICATION_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return sameZoneDate.format(instant);
}

function dueCalendarDate(dueDate: string): string | null {
  if (dateOnly.test(dueDate)) {
    // Round-trip so impossible dates ('2025-02-30', which Date.parse rolls over) are refused.
    const parsed = Date.parse(dueDate);
    return !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(dueDate) ? dueDate : null;
  }
  const instant = new Date(dueDate);
  return Number.isNaN(instant.getTime()) ? null : saoPauloDate(instant);
}

/** Whole calendar days from `now`'s São Paulo date to the due date (negative when past); null if invalid. */
export function daysUntilDue(dueDate: string, now: Date): number | null {
  const due = dueCalendarDate(dueDate);
  if (due === null) return null;
  return Math.round((Date.parse(due) - Date.parse(saoPauloDate(now))) / DAY_MS);
}

/** The bucket of a task, or null for completed tasks, tasks without a due date and those due later. */
export function dueBucket(task: NotifiableTask, now: Date): DueBucket | null {
  if (task.completed || !task.dueDate) return null;
  const days = daysUntilDue(task.dueDate, now);
  if (days === null) return null;
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return days <= SOON_DAYS ? 'soon' : null;
}

export function bucketTasks(
  tasks: readonly NotifiableTask[],
  now: Date,
): Record<DueBucket, NotifiableTask[]> {
  const buckets: Record<DueBucket, NotifiableTask[]> = { overdue: [], today: [], tomorrow: [], soon: [] };
  for (const task of tasks) {
    const bucket = dueBucket(task, now);
    if (bucket) buckets[bucket].push(task);
  }
  return buckets;
}

/**
 * Notifications exist only for overdue tasks and those due today or tomorrow ("due soon" tasks are
 * bucketed but not notified). Most urgent first: overdue (oldest first), today, tomorrow.
 */
export function taskNotifications(tasks: readonly NotifiableTask[], now: Date): Notification[] {
  const createdAt = now.toISOString();
  const byDueDate = (a: NotifiableTask, b: NotifiableTask) =>
    daysUntilDue(a.dueDate!, now)! - daysUntilDue(b.dueDate!, now)! ||
    a.title.localeCompare(b.title, 'pt-BR', { numeric: true });
  const buckets = bucketTasks(tasks, now);
  const text = notificationsMessages;
  return [
    ...buckets.overdue.sort(byDueDate).map((task) => ({
      task,
      bucket: 'overdue',
      type: 'overdue' as const,
      title: text.overdueTitle,
      message: text.overdue(task.title, -daysUntilDue(task.dueDate!, now)!),
    })),
    ...buckets.today.sort(byDueDate).map((task) => ({
      task,
      bucket: 'today',
      type: 'due_soon' as const,
      title: text.dueTodayTitle,
      message: text.dueToday(task.title),
    })),
    ...buckets.tomorrow.sort(byDueDate).map((task) => ({
      task,
      bucket: 'tomorrow',
      type: 'due_soon' as const,
      title: text.dueTomorrowTitle,
      message: text.dueTomorrow(task.title),
    })),
  ].map(({ task, bucket, type, title, message }) => ({
    // Bucket and due date in the id: a task that moves (tomorrow → today → overdue, or a new due date)
    // notifies again, even if the earlier notification was read or dismissed.
    id: `${bucket}-${task.id}-${task.dueDate}`,
    type,
    title,
    message,
    createdAt,
    read: false,
    actionItemId: task.id,
  }));
}

/**
 * The notifications with the user's read and dismissed ids applied (dismissed ones are left out).
 * `clearAll` dismisses every current notification.
 */
export function withUserState(
  notifications: readonly Notification[],
  state: { read: readonly string[]; dismissed: readonly string[] },
): Notification[] {
  const read = new Set(state.read);
  const dismissed = new Set(state.dismissed);
  return notifications
    .filter((notification) => !dismissed.has(notification.id))
    .map((notification) => ({ ...notification, read: read.has(notification.id) }));
}

/** The bell badge: nothing for 0, the count up to 9, '9+' above 9. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
