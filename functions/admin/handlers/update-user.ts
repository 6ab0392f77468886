import { audit } from '../audit';
import { updateUser } from '../users';
import { updateUserRequest, userIdParams } from '../../contracts/admin-users';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: names and role (spec "Admin edit user"; the e-mail cannot change). */
export const handler = defineHandler(
  'PATCH /api/admin/users/{userId}',
  { params: userIdParams, body: updateUserRequest },
  async (request) => {
    const { auth, params, body } = request;
    const row = await updateUser(auth.userId, params.userId, body, (user) =>
      audit(request, 'user.updated', { userId: user.id, email: user.email }, { roles: user.roles }),
    );
    return ok(row);
  },
);
