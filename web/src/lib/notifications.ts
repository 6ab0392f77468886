import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse, NotificationsUpdate } from '@contracts/action-plan';
import type { Notification } from '@contracts/notifications';
import { api } from './api-client';

export const notificationsKey = ['notifications'] as const;

/** The bell reads again every 5 minutes (a task falls due while the app stays open). */
const REFRESH_MS = 5 * 60 * 1000;

export interface NotificationsState {
  notifications: Notification[];
  unreadCount: number;
  markAsRead: (id: string) => void;
  dismiss: (id: string) => void;
  clearAll: () => void;
}

/** What an update does to the list on screen, before the server answers. */
function applied(notifications: Notification[], update: NotificationsUpdate): Notification[] {
  if ('clearAll' in update) return [];
  if ('dismissed' in update) return notifications.filter((item) => !update.dismissed.includes(item.id));
  return notifications.map((item) => (update.read.includes(item.id) ? { ...item, read: true } : item));
}

/**
 * The bell's notifications: derived by the API from the user's tasks (overdue, due today, due
 * tomorrow), with the read and dismissed state it keeps per user. Updates show at once.
 */
export function useNotifications(): NotificationsState {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationsKey,
    queryFn: () => api<NotificationsResponse>('/notifications'),
    refetchInterval: REFRESH_MS,
    meta: { silent: true },
  });
  const update = useMutation({
    mutationFn: (body: NotificationsUpdate) => api('/notifications', { method: 'PATCH', body }),
    meta: { silent: true },
    onMutate: (body) => {
      const previous = queryClient.getQueryData<NotificationsResponse>(notificationsKey);
      if (previous)
        queryClient.setQueryData(notificationsKey, { notifications: applied(previous.notifications, body) });
      return previous;
    },
    onError: (_error, _body, previous) => queryClient.setQueryData(notificationsKey, previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
  const notifications = query.data?.notifications ?? [];
  return {
    notifications,
    unreadCount: notifications.filter((notification) => !notification.read).length,
    markAsRead: (id) => update.mutate({ read: [id] }),
    dismiss: (id) => update.mutate({ dismissed: [id] }),
    clearAll: () => update.mutate({ clearAll: true }),
  };
}
