import { audit } from '../audit';
import { deleteUserCompletely } from '../delete-user';
import { userIdParams, type DeleteUserResponse } from '../../contracts/admin-users';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: the user, their sign-in and all their data, with Stripe billing stopped first. */
export const handler = defineHandler(
  'DELETE /api/admin/users/{userId}',
  { params: userIdParams },
  async (request) => {
    await deleteUserCompletely(request.auth.userId, request.params.userId, ({ email }) =>
      audit(request, 'user.deleted', { userId: request.params.userId, email }),
    );
    const answer: DeleteUserResponse = { success: true };
    return ok(answer);
  },
);
