import { audit } from '../audit';
import { createAdminModule } from '../modules';
import { moduleFields } from '../../contracts/admin-modules';
import { created, defineHandler } from '../../platform/http/define-handler';

/** Admin: 'Novo Módulo' (last in order; a draft unless the switch says published). */
export const handler = defineHandler('POST /api/admin/modules', { body: moduleFields }, async (request) => {
  const module = await createAdminModule(request.body, (written) =>
    audit(
      request,
      'module.created',
      { content: `module:${written.id}` },
      { isPublished: written.isPublished },
    ),
  );
  return created(module);
});
