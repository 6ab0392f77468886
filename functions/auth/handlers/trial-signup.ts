import { trialSignupRequest, type TrialSignupResponse } from '../../contracts/subscription';
import { created, defineHandler } from '../../platform/http/define-handler';
import { reserveSignUp, startSignUp } from '../sign-ups';

/**
 * Public 30-day trial sign-up, no card: an unconfirmed user; the profile and its `trialing`
 * subscription are created when the e-mailed code is confirmed (POST /api/auth/confirm-signup).
 */
export const handler = defineHandler(
  'POST /api/auth/trial-signup',
  { body: trialSignupRequest },
  async ({ body, event }) => {
    await reserveSignUp(event);
    const userId = await startSignUp(body, { trial: true });
    const answer: TrialSignupResponse = { userId, email: body.email, confirmationRequired: true };
    return created(answer);
  },
);
