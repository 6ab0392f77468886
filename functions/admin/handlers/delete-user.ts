import { audit } from '../audit';
import { deleteUserCompletely } from '../../account/delete-account';
import { userIdParams, type DeleteUserResponse } from '../../contracts/admin-users';
import { adminMessages } from '../../contracts/messages/admin';
import { DomainError } from '../../domain/errors';
import { defineHandler, ok } from '../../platform/http/define-handler';

/**
 * Admin: the user, their sign-in and all their data, with Stripe billing stopped first (the same path
 * as the user's own "Excluir minha conta"). An admin never deletes herself here. The audit names the
 * user by id only: the trail keeps no e-mail of a deleted user.
 */
export const handler = defineHandler(
  'DELETE /api/admin/users/{userId}',
  { params: userIdParams },
  async (request) => {
    const { userId } = request.params;
    if (userId === request.auth.userId) throw new DomainError('conflict', adminMessages.cannotChangeSelf);
    await deleteUserCompletely(userId, () => audit(request, 'user.deleted', { userId }));
    const answer: DeleteUserResponse = { success: true };
    return ok(answer);
  },
);
