import AxeBuilder from '@axe-core/playwright';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { expect, signIn, test } from './fixtures';

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
  await page.getByRole('button', { name: 'Criar conta' }).click();

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
