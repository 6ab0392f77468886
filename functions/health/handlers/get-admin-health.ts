import { defineHandler, ok } from '../../platform/http/define-handler';
import { healthReport } from '../health-report';

/** The health report with every component's detail (table, user pool, adapters, model), for admins. */
export const handler = defineHandler('GET /api/admin/health', {}, async () => ok(await healthReport()));
