import { audit } from '../../admin/audit';
import { deleteOwnAccount } from '../delete-account';
import { deleteMyAccountRequest, type DeleteMyAccountResponse } from '../../contracts/my-data';
import { myDataMessages } from '../../contracts/messages/my-data';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { AppError } from '../../platform/http/errors';

/**
 * "Excluir minha conta": with her password, the user runs the admin's deletion on herself (Stripe
 * billing stopped and the customer deleted, every item, the sign-in, signed out everywhere).
 */
export const handler = defineHandler(
  'POST /api/me/deletion',
  { body: deleteMyAccountRequest },
  async (request) => {
    const { auth, body } = request;
    if (auth.impersonatedBy) {
      throw new AppError('PERMISSION_DENIED', myDataMessages.deletion.notWhileImpersonating);
    }
    await deleteOwnAccount(auth.userId, body.password, () =>
      audit(request, 'user.self-deleted', { userId: auth.userId }),
    );
    const answer: DeleteMyAccountResponse = { success: true };
    return ok(answer);
  },
);
