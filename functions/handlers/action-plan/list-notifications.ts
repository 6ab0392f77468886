import { notificationsOf } from '../../action-plan/notifications';
import { defineHandler, ok } from '../../http/define-handler';

/** The bell: notifications derived from the user's tasks, with what the user read or dismissed. */
export const handler = defineHandler('GET /api/notifications', {}, async ({ auth }) =>
  ok(await notificationsOf(auth.userId)),
);
