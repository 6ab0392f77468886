import { updateNotifications } from '../notifications';
import { notificationsUpdate } from '../../contracts/action-plan';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Mark as read, dismiss, clear all: kept per user. */
export const handler = defineHandler(
  'PATCH /api/notifications',
  { body: notificationsUpdate },
  async ({ auth, body }) => ok(await updateNotifications(auth.userId, body)),
);
