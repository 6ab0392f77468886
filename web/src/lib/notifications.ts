import { useMemo } from 'react';
import { taskNotifications, type NotifiableTask, type Notification } from '@domain/notifications';

/**
 * The bell's source. Notifications are derived from the action plan's tasks; the action-plan issue
 * supplies those tasks (its query takes the place of this empty list), so until then the bell is empty.
 */
const actionItems: readonly NotifiableTask[] = [];

export interface NotificationsState {
  notifications: Notification[];
  unreadCount: number;
  /** The spec: mark as read, dismiss and clear all only log; they change nothing. */
  markAsRead: (id: string) => void;
  dismiss: (id: string) => void;
  clearAll: () => void;
}

export function useNotifications(): NotificationsState {
  const notifications = useMemo(() => taskNotifications(actionItems, new Date()), []);
  return {
    notifications,
    unreadCount: notifications.filter((notification) => !notification.read).length,
    markAsRead: (id) => console.info('notification marked as read', id),
    dismiss: (id) => console.info('notification dismissed', id),
    clearAll: () => console.info('notifications cleared'),
  };
}
