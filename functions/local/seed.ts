import { createPlanIfAbsent } from '../payments/subscription-plans';
import { loadSeed } from '../seed/load-seed';
import { createAccount, ProfileExistsError } from '../account/accounts';
import { currentConsent } from '../contracts/legal';
import { getProfile } from '../account/profiles';
import { DEFAULT_PLAN } from '../domain/plans';
import { ADMIN_GROUP } from '../platform/http/auth-context';
import { DomainError } from '../domain/errors';
import { addUserToGroup, cognito, createConfirmedUser } from '../platform/identity/user-directory';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { runtimeConfig } from '../platform/config/runtime';
import { demoAccounts } from './demo-accounts';
import { seedDemoInstagram } from './demo-instagram';
import { LOCAL_PRICE_ID } from './local-stripe';

/**
 * The local plan catalogue: the one real plan (the default plan's content at the fixed local
 * price) and a test plan that the plan list must hide ('teste' in its name).
 */
export const seededPlans = [
  { ...DEFAULT_PLAN, id: 'anual', stripePriceId: LOCAL_PRICE_ID, stripeProductId: 'prod_local_rumo' },
  {
    ...DEFAULT_PLAN,
    id: 'plano-teste',
    name: 'Plano Teste',
    description: 'Plano interno para testar o pagamento; não aparece na lista de planos.',
    price: 100,
    features: ['Somente para testes'],
    isFeatured: false,
    stripePriceId: LOCAL_PRICE_ID,
    stripeProductId: 'prod_local_rumo',
  },
];

/**
 * Loads the versioned catalogue (diagnostics, investor profiles and recommendations; the same
 * loader the deploy Trigger runs), creates the plan catalogue (plans edited since are left alone),
 * the demo users and their profiles through the same modules the handlers use. Must be imported
 * after the local runtime environment is set (the modules read it when loaded).
 */
export async function seedDemoData(): Promise<void> {
  // The diagnostics and investor catalogues, as on deploy (unchanged content is skipped).
  await loadSeed();
  for (const plan of seededPlans) await createPlanIfAbsent(plan);
  for (const account of demoAccounts) {
    const userId = await ensureUser(account);
    if (account.admin) await addUserToGroup(account.email, ADMIN_GROUP);
    if (!(await getProfile(userId))) {
      await createAccount({
        userId,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        roles: account.admin ? ['admin', 'user'] : ['user'],
        // Fixtures of the local stack: accepted as if at sign-up, so no test meets the consent dialog.
        consents: currentConsent(new Date().toISOString()),
      }).catch((error: unknown) => {
        if (!(error instanceof ProfileExistsError)) throw error;
      });
    }
    await seedDemoInstagram(userId);
  }
}

async function ensureUser(account: (typeof demoAccounts)[number]): Promise<string> {
  try {
    return await createConfirmedUser(account);
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
  }
  const user = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: runtimeConfig().USER_POOL_ID, Username: account.email }),
  );
  const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`demo user ${account.email} has no sub`);
  return sub;
}
