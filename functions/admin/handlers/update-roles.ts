import { audit } from '../audit';
import { replaceRoles } from '../users';
import { updateRolesRequest, userIdParams } from '../../contracts/admin-users';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: replaces a user's roles, at least one (spec 'Gerenciar Permissões'). */
export const handler = defineHandler(
  'PUT /api/admin/users/{userId}/roles',
  { params: userIdParams, body: updateRolesRequest },
  async (request) => {
    const { auth, params, body } = request;
    const row = await replaceRoles(auth.userId, params.userId, body.roles, (user) =>
      audit(request, 'user.roles-changed', { userId: user.id, email: user.email }, { roles: user.roles }),
    );
    return ok(row);
  },
);
