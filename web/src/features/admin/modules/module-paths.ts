import { adminPaths } from '../../../lib/route-paths';

/** /admin/modules/{id}: a module's materials (spec 2.5). */
export const adminModulePath = (moduleId: string) =>
  `${adminPaths.adminModules}/${encodeURIComponent(moduleId)}`;
