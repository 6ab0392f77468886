import { defineHandler, ok } from '../../platform/http/define-handler';
import { listModules } from '../catalogue';

/** The published modules in order, with the user's completed count per module (one round trip). */
export const handler = defineHandler('GET /api/learning/modules', {}, async ({ auth }) =>
  ok(await listModules(auth.userId)),
);
