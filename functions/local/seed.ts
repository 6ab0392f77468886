import { createProfile, getProfile, isConditionalFailure } from '../data/profiles';
import { ADMIN_GROUP } from '../http/auth-context';
import { AppError } from '../http/errors';
import { addUserToGroup, cognito, createConfirmedUser } from '../identity/user-directory';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { runtimeConfig } from '../config/runtime';
import { demoAccounts } from './demo-accounts';

/**
 * Creates the demo users and their profiles through the same modules the handlers use. Must be
 * imported after the local runtime environment is set (the modules read it when loaded).
 */
export async function seedDemoData(): Promise<void> {
  for (const account of demoAccounts) {
    const userId = await ensureUser(account);
    if (account.admin) await addUserToGroup(account.email, ADMIN_GROUP);
    if (!(await getProfile(userId))) {
      await createProfile({
        userId,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        roles: account.admin ? ['admin', 'user'] : ['user'],
      }).catch((error: unknown) => {
        if (!isConditionalFailure(error)) throw error;
      });
    }
  }
}

async function ensureUser(account: (typeof demoAccounts)[number]): Promise<string> {
  try {
    return await createConfirmedUser(account);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
  }
  const user = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: runtimeConfig().USER_POOL_ID, Username: account.email }),
  );
  const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`demo user ${account.email} has no sub`);
  return sub;
}
