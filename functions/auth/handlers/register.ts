import { registerRequest } from '../../contracts/auth';
import { createAccount } from '../../account/accounts';
import { created, defineHandler } from '../../platform/http/define-handler';
import { createConfirmedUser, deleteUser } from '../../platform/identity/user-directory';
import { countMetric } from '../../platform/http/metrics';

/** Public sign-up: a confirmed Cognito user plus its profile, or neither. */
export const handler = defineHandler(
  'POST /api/auth/register',
  { body: registerRequest },
  async ({ body }) => {
    const userId = await createConfirmedUser(body);
    try {
      await createAccount({
        userId,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
      });
    } catch (error) {
      await deleteUser(body.email);
      throw error;
    }
    countMetric('signUps');
    return created({ userId, email: body.email });
  },
);
