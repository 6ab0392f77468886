import { actionPlansPage } from '../plans';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** The action plan page (and the dashboard's priorities): every plan with its tasks, one round trip. */
export const handler = defineHandler('GET /api/action-plans', {}, async ({ auth }) =>
  ok(await actionPlansPage(auth.userId)),
);
