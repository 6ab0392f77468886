import { registerRequest, type RegisterResponse } from '../../contracts/auth';
import { created, defineHandler } from '../../platform/http/define-handler';
import { reserveSignUp, startSignUp } from '../sign-ups';

/** Public sign-up: an unconfirmed user; the profile is created when the e-mailed code is confirmed. */
export const handler = defineHandler(
  'POST /api/auth/register',
  { body: registerRequest },
  async ({ body, event }) => {
    await reserveSignUp(event);
    const userId = await startSignUp(body, { trial: false });
    const answer: RegisterResponse = { userId, email: body.email, confirmationRequired: true };
    return created(answer);
  },
);
