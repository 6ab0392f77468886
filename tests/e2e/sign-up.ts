import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { emailedCode } from './reset-codes';

export interface SignUpData {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Signs up through a public sign-up route, with the terms and privacy policy accepted (the form's
 * checkbox, decision 0046), and confirms with the code the local stack "e-mailed" (the person's two
 * steps, decision 0044); the account (and a trial) exists afterwards. Throws otherwise.
 */
export async function confirmedSignUp(
  request: APIRequestContext,
  path: '/api/auth/register' | '/api/auth/trial-signup',
  data: SignUpData,
): Promise<{ userId: string }> {
  const signup = await request.post(path, { data: { ...data, termsAccepted: true } });
  if (signup.status() !== 201) throw new Error(`${path}: ${signup.status()} ${await signup.text()}`);
  const { userId, email } = (await signup.json()) as { userId: string; email: string };
  const code = await emailedCode(email);
  const confirmed = await request.post('/api/auth/confirm-signup', { data: { email, code } });
  if (!confirmed.ok()) throw new Error(`confirm-signup: ${confirmed.status()} ${await confirmed.text()}`);
  return { userId };
}

/** The code step of /auth or /trial-signup: types the code the local stack "e-mailed" and confirms. */
export async function enterEmailedCode(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Confirme seu email' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Código de confirmação' }).fill(await emailedCode(email));
  await form.getByRole('button', { name: 'Confirmar e entrar' }).click();
}
