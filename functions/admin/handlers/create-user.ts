import { audit } from '../audit';
import { createUser } from '../users';
import { createUserRequest } from '../../contracts/admin-users';
import { created, defineHandler } from '../../platform/http/define-handler';

/** Admin: a confirmed sign-in, its profile and its role (spec "Admin new user"). */
export const handler = defineHandler(
  'POST /api/admin/users',
  { body: createUserRequest },
  async (request) => {
    const row = await createUser(request.body, (user) =>
      audit(request, 'user.created', { userId: user.id, email: user.email }, { roles: user.roles }),
    );
    return created(row);
  },
);
