import { Entity } from 'electrodb';
import { documentClient, tableName } from '../platform/data/client';
import { serviceName } from '../platform/data/table';
import { key } from '../platform/data/schema';

/**
 * What the user did with the bell's notifications (spec: the original only logged these clicks; users
 * expect them to stick, so we keep them): USER#<userId> / NOTIFICATIONS with the ids read and
 * dismissed. A notification's id names its task, bucket and due date, so a task that moves to another
 * bucket (tomorrow → today → overdue) notifies again. Ids of notifications that no longer exist are
 * pruned on each write, so the lists stay as small as the user's current notifications.
 */
export const NotificationStateEntity = new Entity(
  {
    model: { entity: 'notificationState', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      read: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      dismissed: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    },
    indexes: {
      byUser: {
        pk: key('pk', 'USER#${userId}', ['userId']),
        sk: key('sk', 'NOTIFICATIONS', []),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export interface NotificationState {
  read: string[];
  dismissed: string[];
}

export async function getNotificationState(userId: string): Promise<NotificationState> {
  const { data } = await NotificationStateEntity.get({ userId }).go();
  return { read: data?.read ?? [], dismissed: data?.dismissed ?? [] };
}

export async function saveNotificationState(userId: string, state: NotificationState): Promise<void> {
  await NotificationStateEntity.put({ userId, read: state.read, dismissed: state.dismissed }).go();
}
