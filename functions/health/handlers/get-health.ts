import type { PublicHealthResponse } from '../../contracts/health';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { healthReport } from '../health-report';

/**
 * The public health check: the overall status and each component's, nothing else — no table, pool,
 * model or price names (those are for admins: GET /api/admin/health).
 */
export const handler = defineHandler('GET /api/health', {}, async () => {
  const report = await healthReport();
  const components = Object.fromEntries(
    Object.entries(report.components).map(([name, component]) => [name, { status: component.status }]),
  ) as PublicHealthResponse['components'];
  return ok({ status: report.status, components } satisfies PublicHealthResponse);
});
