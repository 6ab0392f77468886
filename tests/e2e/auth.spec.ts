import AxeBuilder from '@axe-core/playwright';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { expect, signIn, test } from './fixtures';
import { emailedCode, readCodes } from './reset-codes';
import { enterEmailedCode } from './sign-up';

const admin = demoAccounts.find((account) => account.admin)!;
const plainUser = demoAccounts.find((account) => !account.admin)!;

test('a new user registers, lands on the dashboard, stays signed in after a reload and signs out', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@exemplo.com.br`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrar' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Marina');
  await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Queiroz');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByRole('checkbox', { name: /^Li e aceito os Termos de Uso/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();

  // Straight to the code step: the account exists once the e-mailed code is confirmed.
  await enterEmailedCode(page, email);
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: 'Olá, Marina!' })).toBeVisible();
  await expect(page.getByText('Sua conta foi criada com sucesso!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administração' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Olá, Marina!' })).toBeVisible();

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL('**/auth');
  await page.goto('/dashboard');
  await page.waitForURL('**/auth');
});

test('a trial sign-up cannot reach /dashboard without the e-mailed code; with it, it does', async ({
  page,
}) => {
  const email = `confirma-${Date.now()}@exemplo.com.br`;
  await page.goto('/trial-signup');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Helena');
  await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Duarte');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByRole('checkbox', { name: /^Li e aceito os Termos de Uso/ }).check();
  await page.getByRole('button', { name: 'Começar meu teste grátis' }).click();
  await expect(page.getByRole('form', { name: 'Confirme seu email' })).toBeVisible();

  // Without the code: no session, the dashboard sends to /auth, and signing in asks for the code.
  await page.goto('/dashboard');
  await page.waitForURL('**/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const step = page.getByRole('form', { name: 'Confirme seu email' });
  await expect(step).toBeVisible();
  await expect(step.getByText(email)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // "Reenviar código" sends a new one; a wrong code is refused in Portuguese.
  const first = await emailedCode(email);
  await step.getByRole('button', { name: 'Reenviar código' }).click();
  await expect(page.getByText('Enviamos um novo código para o seu email.')).toBeVisible();
  await expect.poll(() => readCodes()[email]).not.toBe(first);
  await step.getByRole('textbox', { name: 'Código de confirmação' }).fill('000000');
  await step.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(step.getByText('Código incorreto. Confira o email e tente novamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await enterEmailedCode(page, email);
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: 'Olá, Helena!' })).toBeVisible();
});

test('registration shows the Portuguese validation messages and sends nothing invalid', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrar' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('nao-e-email');
  await page.getByLabel(/^Senha/).fill('12345');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Nome é obrigatório', { exact: true })).toBeVisible();
  await expect(page.getByText('Sobrenome é obrigatório')).toBeVisible();
  await expect(page.getByText('Email inválido')).toBeVisible();
  await expect(page.getByText('Mínimo de 6 caracteres')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a wrong password shows the login error toast', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(plainUser.email);
  await page.getByLabel(/^Senha/).fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Erro ao fazer login' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('protected pages send a visitor to /auth', async ({ page }) => {
  await page.goto('/dashboard');
  await page.waitForURL('**/auth');
  await page.goto('/admin');
  await page.waitForURL('**/auth');
});

test('the demo admin reaches /admin and sees the users', async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Administração' }).click();
  await page.waitForURL('**/admin');
  await expect(page.getByText('Painel de Administração')).toBeVisible();
  await page.getByRole('link', { name: 'Usuários' }).click();
  await page.waitForURL('**/admin/users');
  await expect(page.getByRole('cell', { name: plainUser.email })).toBeVisible();
});

test('the plain user is sent from /admin to /dashboard', async ({ page }) => {
  await signIn(page, plainUser.email, plainUser.password);
  await page.goto('/admin');
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: `Olá, ${plainUser.firstName}!` })).toBeVisible();
});

test('the landing and sign-in pages have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/', '/auth']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});
