import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectAccessibleAtBothWidths } from './axe';
import { expect, signIn, test } from './fixtures';
import { tabTo } from './keyboard';
import { confirmedSignUp } from './sign-up';

const password = 'segredo1';

/** A new trial user, signed up through the API and signed in through the screen. */
async function trialUser(page: Page) {
  const email = `assinatura-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const { userId } = await confirmedSignUp(page.request, '/api/auth/trial-signup', {
    firstName: 'Sílvia',
    lastName: 'Mota',
    email,
    password,
  });
  await signIn(page, email, password);
  return { userId };
}

test('a subscription that ends mid-visit: the first refused call sends her to /pricing; the badge says Cancelada', async ({
  page,
}) => {
  const { userId } = await trialUser(page);
  await expect(page.getByLabel('Assinatura: Em teste')).toBeVisible();

  // Cancelled elsewhere (the portal, an admin): this tab's check still says subscribed for a while.
  const { Subscription } = await import('../../functions/platform/data/subscriptions');
  await Subscription.patch({ userId }).set({ status: 'canceled' }).go();

  await page.getByRole('link', { name: 'Dossiê Estratégico' }).first().click();
  await page.waitForURL('**/pricing');
  await expect(
    page.getByText('Você precisa de uma assinatura ativa para acessar este recurso.'),
  ).toBeVisible();
  await expect(page.getByText('Erro de conexão')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Escolha seu plano' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByLabel('Assinatura: Cancelada')).toBeVisible();
});

test('a first subscription check that fails is retried, told once, and does not send her to /pricing', async ({
  page,
  consoleErrors,
}) => {
  // The check's answers below are 503s on purpose.
  consoleErrors.allow(/^console: Failed to load resource: the server responded with a status of 503\b/);
  await trialUser(page);

  let checks = 0;
  await page.route('**/api/subscription/check', (route) => {
    checks += 1;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'DATABASE_ERROR',
        message: 'indisponível',
        details: null,
        timestamp: new Date().toISOString(),
      }),
    });
  });
  // A new visit: no answer of an earlier check in memory.
  await page.goto('/diagnostics');

  // In the page, with 'Tentar novamente'; the toast of the same title is shown once beside it.
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Erro ao verificar assinatura' })
    .filter({ has: page.getByRole('button', { name: 'Tentar novamente' }) });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  expect(checks).toBeGreaterThanOrEqual(4); // the first attempt and the spec's 3 retries
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Erro ao verificar assinatura' })
      .filter({ hasNot: page.getByRole('button', { name: 'Tentar novamente' }) }),
  ).toHaveCount(1);
  expect(new URL(page.url()).pathname).toBe('/diagnostics');

  await expectAccessibleAtBothWidths(page, 'subscription check failed');

  await page.unroute('**/api/subscription/check');
  const retry = alert.getByRole('button', { name: 'Tentar novamente' });
  await tabTo(page, retry);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Diagnósticos', level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/diagnostics');
});

test('a notification list that cannot be drawn shows the component-level error screen, with one retry', async ({
  page,
  consoleErrors,
}) => {
  // The list below cannot render (an object where a title goes): React and the boundary log it.
  consoleErrors.allow(/React error #31|Objects are not valid as a React child/, /Error boundary caught/);
  await page.route('**/api/notifications', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            notifications: [
              {
                id: 'n1',
                type: 'overdue',
                title: { broken: true },
                message: 'x',
                createdAt: new Date().toISOString(),
                read: false,
                actionItemId: 'a1',
              },
            ],
          }),
        })
      : route.continue(),
  );
  await trialUser(page);

  await page.getByRole('button', { name: /^Notificações/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Notificações' });
  const screen = dialog.getByRole('alert');
  await expect(screen.getByRole('heading', { name: 'Não foi possível exibir este conteúdo' })).toBeVisible();
  await expect(screen.getByText(/Resta 1 tentativa\./)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'notification list error');

  await screen.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(screen.getByText(/O erro continuou após novas tentativas/)).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await expect(screen.getByRole('button', { name: 'Recarregar página' })).toBeVisible();

  // Only the list failed: the popover closes and the page behind it works.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Olá, Sílvia!' })).toBeVisible();
});
