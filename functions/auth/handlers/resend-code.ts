import { resendCodeRequest, type ResendCodeResponse } from '../../contracts/auth';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { resendConfirmationCode } from '../../platform/identity/user-directory';
import { reserveSignUp } from '../sign-ups';

/** "Reenviar código": counted with the sign-ups (each one sends an e-mail); the same answer for any address. */
export const handler = defineHandler(
  'POST /api/auth/resend-code',
  { body: resendCodeRequest },
  async ({ body, event }) => {
    await reserveSignUp(event);
    await resendConfirmationCode(body.email);
    const answer: ResendCodeResponse = { success: true };
    return ok(answer);
  },
);
