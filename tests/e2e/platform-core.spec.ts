import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmedSignUp, enterEmailedCode } from './sign-up';

/** Onboarding is off by default; these tests turn it on and back off through the same data module. */
async function setOnboarding(enabled: boolean) {
  const { OnboardingSettingsEntity } = await import('../../functions/account/onboarding-settings');
  const { DEFAULT_ONBOARDING } = await import('../../functions/domain/onboarding');
  await OnboardingSettingsEntity.upsert({ ...DEFAULT_ONBOARDING, videoUrl: '', enabled }).go();
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
}

test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await setOnboarding(false);
});

test('trial sign-up → login → onboarding → profile → pricing → local checkout → active subscription', async ({
  page,
}) => {
  await setOnboarding(true);
  const email = `trial-${Date.now()}@exemplo.com.br`;

  await page.goto('/trial-signup');
  await expect(page.getByText('Todos os diagnósticos')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Teresa');
  await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Prado');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByRole('checkbox', { name: /^Li e aceito os Termos de Uso/ }).check();
  await page.getByRole('button', { name: 'Começar meu teste grátis' }).click();

  // The code step (decision 0044), then straight to the dashboard, signed in.
  await enterEmailedCode(page, email);
  await page.waitForURL('**/dashboard');
  await expect(page.getByText('Conta trial criada com sucesso!')).toBeVisible();

  const welcome = page.getByRole('dialog', { name: 'Seja bem-vindo à nossa plataforma!' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Vamos começar' }).click();
  await expect(page.getByText('Onboarding concluído')).toBeVisible();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByLabel(/Assinatura: Em teste/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Olá, Teresa!' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Profile: names, then the password with a wrong and a right current password.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Perfil' }).click();
  await page.waitForURL('**/profile');
  await expect(page.getByText('Para alterar seu email, entre em contato com o suporte.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Teresa Cristina');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Perfil atualizado')).toBeVisible();

  await page.getByRole('tab', { name: 'Segurança' }).click();
  await page.getByLabel(/^Senha atual/).fill('errada123');
  await page.getByLabel(/^Nova senha/).fill('novasenha1');
  await page.getByLabel(/^Confirmar nova senha/).fill('novasenha2');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByLabel(/^Confirmar nova senha/).fill('novasenha1');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Senha incorreta' })).toBeVisible();
  await page.getByLabel(/^Senha atual/).fill('segredo1');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Sua senha foi alterada com sucesso.')).toBeVisible();

  // Pricing and the local checkout, which opens in a new tab.
  await page.goto('/pricing');
  await expect(page.getByText('R$ 1.997,00')).toBeVisible();
  await expect(page.getByText('/12 meses')).toBeVisible();
  await expect(page.getByText('Em teste')).toBeVisible();
  await expect(page.getByText('Plano Teste')).toHaveCount(0);
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Assinar agora' }).click(),
  ]);
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await checkout.waitForURL('**/payment-success');
  await expect(checkout.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
  await checkout.close();

  await page.goto('/dashboard');
  await expect(page.getByLabel(/Assinatura: Ativa/)).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: 'Plano atual' })).toBeDisabled();

  // The new password works after signing out.
  await page.goto('/dashboard');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL('**/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Senha/).fill('novasenha1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: 'Olá, Teresa Cristina!' })).toBeVisible();
});

test('a user without a subscription is sent to /pricing from a subscription-only page', async ({ page }) => {
  const email = `sem-assinatura-${Date.now()}@exemplo.com.br`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrar' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Otávio');
  await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Lins');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByRole('checkbox', { name: /^Li e aceito os Termos de Uso/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await enterEmailedCode(page, email);
  await page.waitForURL('**/dashboard');
  await page.goto('/diagnostics');
  await page.waitForURL('**/pricing');
  await expect(page.getByRole('heading', { name: 'Escolha seu plano' })).toBeVisible();
});

test('password recovery: Recuperar sends a code and /reset-password sets the new password', async ({
  page,
}) => {
  const email = `recupera-${Date.now()}@exemplo.com.br`;
  await confirmedSignUp(page.request, '/api/auth/register', {
    firstName: 'Rui',
    lastName: 'Barros',
    email,
    password: 'antiga1',
  });

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Recuperar' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Enviar email de recuperação' }).click();
  await expect(page.getByText('Verifique seu email para redefinir sua senha.')).toBeVisible();
  await page.waitForURL('**/reset-password?email=*');

  const code = await waitForResetCode(email);
  await page.getByRole('textbox', { name: 'Código' }).fill(code);
  await page.getByLabel(/^Nova senha/).fill('novinha123');
  await page.getByLabel(/^Confirmar nova senha/).fill('novinha123');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await page.waitForURL('**/auth');
  await page.getByLabel(/^Senha/).fill('novinha123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
});

test('at 375 px the menu is a slide-over', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill('usuario@rumo.local');
  await page.getByLabel(/^Senha/).fill('usuario123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
  const navigation = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(navigation).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(navigation).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Diagnósticos' })).toBeVisible();
  await page.waitForTimeout(400); // let the slide-over finish its animation for the screenshot
  await page.screenshot({ path: 'test-results/mobile-menu.png' });
  await navigation.getByRole('link', { name: 'Inicio' }).click();
  await expect(navigation).toBeHidden();
});

/** Locally the reset e-mail is the line the local stack prints; global-setup collects them. */
async function waitForResetCode(email: string): Promise<string> {
  const { readCodes } = await import('./reset-codes');
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = readCodes()[email];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset code for ${email}`);
}

test('Atualizar Status Admin re-reads the admin group from refreshed tokens', async ({ page }) => {
  const { CognitoIdentityProviderClient, AdminAddUserToGroupCommand, AdminRemoveUserFromGroupCommand } =
    await import('@aws-sdk/client-cognito-identity-provider');
  const cognito = new CognitoIdentityProviderClient({ endpoint: process.env.COGNITO_ENDPOINT });
  const target = { UserPoolId: process.env.USER_POOL_ID, GroupName: 'admin' };
  const email = `quase-admin-${Date.now()}@exemplo.com.br`;
  await confirmedSignUp(page.request, '/api/auth/register', {
    firstName: 'Ivo',
    lastName: 'Serra',
    email,
    password: 'segredo1',
  });
  await cognito.send(new AdminAddUserToGroupCommand({ ...target, Username: email }));

  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('link', { name: 'Administração' })).toBeVisible();

  await cognito.send(new AdminRemoveUserFromGroupCommand({ ...target, Username: email }));
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Atualizar Status Admin' }).click();
  await expect(page.getByRole('link', { name: 'Administração' })).toHaveCount(0);
});
