import { listAdminModules } from '../modules';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: every module in order, drafts included, with its material count (one Query). */
export const handler = defineHandler('GET /api/admin/modules', {}, async () => ok(await listAdminModules()));
