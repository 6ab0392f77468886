import { confirmSignupRequest } from '../../contracts/auth';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { finishSignUp } from '../sign-ups';

/** The e-mailed code: confirms the account and creates it (a trial starts now). */
export const handler = defineHandler(
  'POST /api/auth/confirm-signup',
  { body: confirmSignupRequest },
  async ({ body }) => ok(await finishSignUp(body.email, body.code)),
);
