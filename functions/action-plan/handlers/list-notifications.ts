import { notificationsOf } from '../notifications';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** The bell: notifications derived from the user's tasks, with what the user read or dismissed. */
export const handler = defineHandler('GET /api/notifications', {}, async ({ auth }) =>
  ok(await notificationsOf(auth.userId)),
);
