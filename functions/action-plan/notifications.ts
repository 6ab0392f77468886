import type { NotificationsResponse, NotificationsUpdate } from '../contracts/action-plan';
import { listPlans } from './action-plans';
import { getNotificationState, saveNotificationState } from './notification-state';
import type { Notification } from '../contracts/notifications';
import { taskNotifications, withUserState } from '../domain/notifications';

/** The current notifications of the user's tasks (before the user's read/dismissed state). */
async function current(userId: string, at: Date): Promise<Notification[]> {
  const plans = await listPlans(userId);
  return taskNotifications(
    plans.flatMap((plan) => plan.items),
    at,
  );
}

/** The bell: derived from the tasks, with what the user read or dismissed (one round trip). */
export async function notificationsOf(userId: string, at = new Date()): Promise<NotificationsResponse> {
  const [notifications, state] = await Promise.all([current(userId, at), getNotificationState(userId)]);
  return { notifications: withUserState(notifications, state) };
}

/**
 * Marks notifications read, dismisses them, or dismisses all of them (clear all), and keeps that per
 * user (one round trip of reads, one PutItem). Ids that are not current notifications are dropped, so
 * the stored lists never outgrow the bell.
 */
export async function updateNotifications(
  userId: string,
  update: NotificationsUpdate,
  at = new Date(),
): Promise<NotificationsResponse> {
  const [notifications, state] = await Promise.all([current(userId, at), getNotificationState(userId)]);
  const ids = new Set(notifications.map((notification) => notification.id));
  const keep = (list: Iterable<string>) => [...new Set(list)].filter((id) => ids.has(id));
  const next = {
    read: keep([...state.read, ...('read' in update ? update.read : [])]),
    dismissed: keep([
      ...state.dismissed,
      ...('dismissed' in update ? update.dismissed : []),
      ...('clearAll' in update ? ids : []),
    ]),
  };
  await saveNotificationState(userId, next);
  return { notifications: withUserState(notifications, next) };
}
