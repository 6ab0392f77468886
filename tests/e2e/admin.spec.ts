import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { ADMIN_SUBSCRIPTION_DAYS } from '../../functions/contracts/admin-subscriptions';
import { adminMessages } from '../../functions/contracts/messages/admin';
import { shellMessages } from '../../functions/contracts/messages/shell';
import { PRODUCT_NAME } from '../../functions/contracts/product';
import { ADMIN_PLAN_LABEL } from '../../functions/domain/subscription-status';
import { defaultAdminExpiryDay } from '../../functions/domain/subscription-period';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { expectAccessibleAtBothWidths, seriousViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { tabTo } from './keyboard';
import { settled } from './settled';

/**
 * The admin area, part 1 (spec 1 sections 2-5, 8, 9): the layout, the dashboard's counters, and the users
 * screen end to end as the demo admin: create, search, CSV export, roles, subscription, edit,
 * impersonation and deletion, with axe (WCAG 2.1 AA, no serious or critical violation) on every screen
 * and dialog at 1366 and 375 px, and the keyboard through the row menu and a dialog.
 */
const admin = demoAccounts.find((account) => account.admin)!;
const plainUser = demoAccounts.find((account) => !account.admin)!;
const text = adminMessages;

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 812 };

test.use({ reducedMotion: 'reduce', viewport: DESKTOP });

/** The visible one of a row's texts (on a phone some show in another cell). */
const visibleText = (scope: Locator, value: string) =>
  scope.getByText(value, { exact: true }).filter({ visible: true });

async function openUsers(page: Page) {
  await page.goto('/admin/users');
  await settled(page);
}

/** Types a search and waits for its answer: a row clicked before it may be replaced under the pointer. */
async function search(page: Page, term: string, found = 1) {
  await page.getByRole('searchbox', { name: text.searchLabel }).fill(term);
  await expect(page.getByText(text.showingUsersFor(found, term))).toBeVisible();
}

test('the layout and the dashboard: every card shows a number', async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  for (const path of ['/admin', '/admin/dashboard']) {
    await page.goto(path);
    await settled(page);
    await expect(page.getByText(text.layout.title)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.stats.title })).toBeVisible();
    const cards = [
      text.stats.profiles,
      text.stats.diagnostics,
      text.stats.materials,
      text.stats.results,
      text.stats.completedResults,
      text.stats.materialsWithTime,
    ];
    for (const label of cards) {
      const card = page.locator('.MuiCard-root', {
        has: page.getByRole('heading', { name: label, exact: true }),
      });
      await expect(card.locator('p')).toHaveText(/^\d{1,3}(\.\d{3})*$/);
    }
    const rate = page.locator('.MuiCard-root', {
      has: page.getByRole('heading', { name: text.stats.completionRate, exact: true }),
    });
    await expect(rate.locator('p')).toHaveText(/^\d{1,3}%$/);
  }
  // The demo accounts are counted.
  const profiles = page.locator('.MuiCard-root', {
    has: page.getByRole('heading', { name: text.stats.profiles, exact: true }),
  });
  expect(Number((await profiles.locator('p').innerText()).replace(/\./g, ''))).toBeGreaterThanOrEqual(2);

  const nav = page.getByRole('navigation', { name: text.layout.navLabel });
  await expect(nav.getByRole('link', { name: text.layout.links.dashboard })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The content screens of issue #16 are links.
  await expect(nav.getByRole('link', { name: text.layout.links.modules })).toHaveAttribute(
    'href',
    '/admin/modules',
  );
  await expectAccessibleAtBothWidths(page, '/admin');

  for (const [link, title] of [
    [text.layout.links.plans, text.placeholders.plans],
    [text.layout.links.analytics, text.placeholders.analytics],
    [text.layout.links.settings, text.placeholders.settings],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await expect(page.getByText(text.placeholders.inDevelopment)).toBeVisible();

  await test.step('on a phone the sidebar is a slide-over', async () => {
    await page.setViewportSize(PHONE);
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: shellMessages.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: text.layout.navLabel });
    await expect(drawer).toBeVisible();
    expect(await seriousViolations(page, '375px admin slide-over')).toEqual([]);
    await drawer.getByRole('link', { name: text.layout.links.users }).click();
    await page.waitForURL('**/admin/users');
    await expect(drawer).toBeHidden();
    await page.setViewportSize(DESKTOP);
  });

  await test.step('the way back to the platform', async () => {
    await nav.getByRole('link', { name: text.layout.backToApp }).click();
    await page.waitForURL('**/dashboard');
  });
});

test('users: create, search, export, roles, subscription, edit, impersonate and delete', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const user = {
    firstName: 'Zélia',
    lastName: `Quaresma${stamp}`,
    email: `zelia.${stamp}@exemplo.com.br`,
    password: 'segredo123',
  };
  const term = user.lastName.toLowerCase();
  const row = page.getByRole('row').filter({ hasText: user.lastName });
  const rowMenu = (name = `${user.firstName} ${user.lastName}`) =>
    page.getByRole('button', { name: text.actions.menu(name) });
  const dialog = page.getByRole('dialog');

  await signIn(page, admin.email, admin.password);
  await openUsers(page);
  await expect(page).toHaveTitle(text.usersPageTitle(PRODUCT_NAME));
  await expect(page.getByText(/^Exibindo \d+ usuários$/)).toBeVisible();
  await expectAccessibleAtBothWidths(page, '/admin/users');

  await test.step('create the user through the dialog (the contract checks the fields first)', async () => {
    await page.getByRole('button', { name: text.newUser }).click();
    await expect(dialog.getByRole('heading', { name: text.form.createTitle })).toBeVisible();
    await expect(dialog.getByLabel(/^Senha/)).toHaveAttribute('placeholder', text.form.passwordPlaceholder);
    await dialog.getByRole('button', { name: text.form.create }).click();
    await expect(dialog.getByText('Nome é obrigatório', { exact: true })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'create user dialog');
    await dialog.getByRole('textbox', { name: text.form.firstName, exact: true }).fill(user.firstName);
    await dialog.getByRole('textbox', { name: text.form.lastName, exact: true }).fill(user.lastName);
    await dialog.getByRole('textbox', { name: text.form.email, exact: true }).fill(user.email);
    await dialog.getByLabel(/^Senha/).fill(user.password);
    await dialog.getByRole('button', { name: text.form.create }).click();
    await expect(page.getByText(text.toasts.created)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('search finds exactly that user: \'Exibindo 1 usuários para "…"\'', async () => {
    await search(page, term);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(visibleText(row, user.email)).toBeVisible();
    await expect(visibleText(row, text.roleUser)).toBeVisible();
    await expect(visibleText(row, text.noSubscription)).toBeVisible();
  });

  await test.step('export the CSV of the search: BOM, header, the row', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.exportCsv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Nome;Sobrenome;Email;Data de Criação;Papel');
    expect(lines[1]).toMatch(
      new RegExp(`^Zélia;${user.lastName};${user.email.replace(/\./g, '\\.')};\\d{2}/\\d{2}/\\d{4};Usuário$`),
    );
    expect(lines).toHaveLength(2);
    await expect(page.getByText(text.csv.done(1))).toBeVisible();
  });

  await test.step("'Gerenciar Permissões': at least one role; make the user admin and back", async () => {
    await rowMenu().click();
    await page.getByRole('menuitem', { name: text.actions.roles }).click();
    await expect(dialog.getByRole('heading', { name: text.roles.title })).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(425);
    await expect(dialog.getByText(text.roles.nextSignIn)).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'roles dialog');
    await dialog.getByRole('checkbox', { name: text.roleUser }).uncheck();
    await dialog.getByRole('button', { name: text.roles.save }).click();
    await expect(page.getByText(text.roles.atLeastOne)).toBeVisible();
    await expect(page.getByText(text.roles.warningTitle, { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: text.roleAdmin }).check();
    await dialog.getByRole('checkbox', { name: text.roleUser }).check();
    await dialog.getByRole('button', { name: text.roles.save }).click();
    await expect(page.getByText(text.roles.success)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(visibleText(row, text.roleAdmin)).toBeVisible();
    // An admin is always subscribed: the row says so.
    await expect(visibleText(row, ADMIN_PLAN_LABEL)).toBeVisible();

    await rowMenu().click();
    await page.getByRole('menuitem', { name: text.actions.roles }).click();
    await dialog.getByRole('checkbox', { name: text.roleAdmin }).uncheck();
    await dialog.getByRole('button', { name: text.roles.save }).click();
    await expect(dialog).toBeHidden();
    await expect(visibleText(row, text.roleAdmin)).toHaveCount(0);
    await expect(visibleText(row, text.roleUser)).toBeVisible();
    await expect(visibleText(row, text.noSubscription)).toBeVisible();
  });

  await test.step('grant the 30-day administrative subscription', async () => {
    await rowMenu().click();
    await page.getByRole('menuitem', { name: text.actions.subscription }).click();
    await expect(dialog.getByText(text.subscription.none)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: text.subscription.planName })).toHaveValue(
      'Plano Básico',
    );
    await expect(dialog.getByLabel(text.subscription.expiry)).toHaveValue(
      defaultAdminExpiryDay(new Date(), ADMIN_SUBSCRIPTION_DAYS),
    );
    // Only creating is offered without a subscription.
    await expect(dialog.getByRole('button', { name: text.subscription.cancelSubscription })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page, 'subscription dialog');
    await dialog.getByRole('button', { name: text.subscription.create }).click();
    await expect(page.getByText(text.toasts.subscriptionUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(visibleText(row, 'Ativa')).toBeVisible();

    // With one that gives access: no second create; verify answers here.
    await rowMenu().click();
    await page.getByRole('menuitem', { name: text.actions.subscription }).click();
    await expect(dialog.getByText('Plano Básico', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: text.subscription.create })).toHaveCount(0);
    await dialog.getByRole('button', { name: text.subscription.verify }).click();
    await expect(dialog.getByText(text.subscription.verifiedValid)).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'subscription dialog with a subscription');
    await dialog.getByRole('button', { name: text.subscription.close }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('edit: the e-mail cannot change; the names can', async () => {
    await rowMenu().click();
    await page.getByRole('menuitem', { name: text.actions.edit }).click();
    const email = dialog.getByRole('textbox', { name: text.form.email, exact: true });
    await expect(email).toBeDisabled();
    await expect(email).toHaveValue(user.email);
    await expect(dialog.getByText(text.form.emailLocked)).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'edit user dialog');
    await dialog.getByRole('textbox', { name: text.form.firstName, exact: true }).fill('Zélia Maria');
    await dialog.getByRole('button', { name: text.form.save }).click();
    await expect(page.getByText(text.toasts.updated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(visibleText(row, `Zélia Maria ${user.lastName}`)).toBeVisible();
  });

  await test.step("impersonate: the user's platform under the banner, then back to /admin", async () => {
    await rowMenu(`Zélia Maria ${user.lastName}`).click();
    await page.getByRole('menuitem', { name: text.actions.impersonate }).click();
    await expect(dialog.getByText(text.impersonate.confirmText(user.email))).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'impersonate dialog');
    await dialog.getByRole('button', { name: text.impersonate.confirm }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText(shellMessages.impersonatingAs(user.email))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Zélia Maria!' })).toBeVisible();
    // Admin powers are off: no admin menu, and /admin leads to the user's dashboard.
    await expect(page.getByRole('link', { name: shellMessages.admin })).toHaveCount(0);
    await settled(page);
    await expectAccessibleAtBothWidths(page, 'impersonation banner');

    await page.getByRole('button', { name: shellMessages.stopImpersonation }).click();
    await page.waitForURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: text.stats.title })).toBeVisible();
    await expect(page.getByText(shellMessages.impersonatingAs(user.email))).toHaveCount(0);
    // The admin's own identity again.
    await openUsers(page);
    await expect(page.getByText(/^Exibindo \d+ usuários$/)).toBeVisible();
  });

  await test.step('delete: the row disappears', async () => {
    await search(page, term);
    await rowMenu(`Zélia Maria ${user.lastName}`).click();
    await page.getByRole('menuitem', { name: text.actions.delete }).click();
    await expect(dialog.getByRole('heading', { name: text.deleteDialog.title })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'delete dialog');
    await dialog.getByRole('button', { name: text.deleteDialog.confirm }).click();
    await expect(page.getByText(text.toasts.removed)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByText(text.showingUsersFor(0, term))).toBeVisible();
    await expect(page.getByText(text.noUsers)).toBeVisible();
  });
});

test('keyboard only: the row menu, a dialog and Escape', async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  await openUsers(page);
  await search(page, plainUser.email);
  const name = `${plainUser.firstName} ${plainUser.lastName}`;
  const actions = page.getByRole('button', { name: text.actions.menu(name) });

  await tabTo(page, actions);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: text.actions.edit })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: text.actions.roles })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: text.roles.title });
  await expect(dialog).toBeVisible();
  // The focus moved into the dialog; Tab reaches its buttons with a visible ring.
  await tabTo(page, dialog.getByRole('button', { name: text.roles.cancel }), { max: 6 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();

  // Escape also closes the menu and gives the focus back.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(actions).toBeFocused();
});

test('an impersonation ended elsewhere (another tab, or the server refusing it) returns to /admin', async ({
  page,
  context,
}) => {
  await signIn(page, admin.email, admin.password);
  const impersonate = async () => {
    await openUsers(page);
    await search(page, plainUser.email);
    await page
      .getByRole('button', { name: text.actions.menu(`${plainUser.firstName} ${plainUser.lastName}`) })
      .click();
    await page.getByRole('menuitem', { name: text.actions.impersonate }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.impersonate.confirm }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText(shellMessages.impersonatingAs(plainUser.email))).toBeVisible();
  };

  await test.step('ended in another tab: this one follows', async () => {
    await impersonate();
    const other = await context.newPage();
    await other.goto('/dashboard');
    await other.getByRole('button', { name: shellMessages.stopImpersonation }).click();
    await other.waitForURL(/\/admin$/);
    await page.waitForURL(/\/admin$/);
    await expect(page.getByText(shellMessages.impersonatingAs(plainUser.email))).toHaveCount(0);
    await other.close();
  });

  await test.step("the server's session ended: the next call is refused, and the admin is back", async () => {
    await impersonate();
    // End the server session behind the browser's back, as an expiry would.
    const status = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'))!;
      const answer = await fetch('/api/admin/impersonation', {
        method: 'DELETE',
        headers: { authorization: `Bearer ${localStorage.getItem(key)}` },
      });
      return answer.status;
    });
    expect(status).toBe(204);
    await page.reload();
    await page.waitForURL(/\/admin$/);
    await expect(page.getByText(text.impersonationRefused)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.stats.title })).toBeVisible();
  });
});
