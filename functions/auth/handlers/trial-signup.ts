import { trialSignupRequest, type TrialSignupResponse } from '../../contracts/subscription';
import { createAccount } from '../../account/accounts';
import { created, defineHandler } from '../../platform/http/define-handler';
import { createConfirmedUser, deleteUser } from '../../platform/identity/user-directory';
import { countMetric } from '../../platform/http/metrics';

/**
 * Public 30-day trial sign-up, no card: a confirmed Cognito user, then its profile and a `trialing`
 * subscription in one transaction. If the transaction fails the Cognito user is deleted again.
 */
export const handler = defineHandler(
  'POST /api/auth/trial-signup',
  { body: trialSignupRequest },
  async ({ body }) => {
    const userId = await createConfirmedUser(body);
    try {
      const { trialEndsAt } = await createAccount(
        { userId, email: body.email, firstName: body.firstName, lastName: body.lastName },
        { trial: true },
      );
      const answer: TrialSignupResponse = { userId, email: body.email, trialEndsAt: trialEndsAt! };
      countMetric('trialStarts');
      return created(answer);
    } catch (error) {
      await deleteUser(body.email);
      throw error;
    }
  },
);
