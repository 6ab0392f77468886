import type { Page } from '@playwright/test';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { expectAccessibleAtBothWidths } from './axe';
import { expect, signIn, test } from './fixtures';
import { settled } from './settled';

/*
 * The prerendered pages (web/src/prerender/) are on screen before the app's script has run. Holding the
 * script requests makes "before hydration" deterministic: the test clicks and types while the page is
 * still the static HTML, then lets the script load and checks that nothing was lost.
 */

const plainUser = demoAccounts.find((account) => !account.admin)!;

/** Holds every script request of the app until `release()`; counts them. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

const staticPage = (page: Page) => page.locator('#root[data-prerendered]');
const hydrated = (page: Page) => expect(staticPage(page)).toHaveCount(0);

test('the landing page is plain HTML: no script, and its calls to action are links that work at once', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/');
  expect(scripts.requested).toEqual([]);
  scripts.release();
  await page.getByRole('link', { name: 'Entrar' }).first().click();
  await page.waitForURL('**/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('/auth before hydration: typed e-mail and password and a click on Entrar are kept and signed in', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/auth');
  await expect(staticPage(page)).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Email' }).pressSequentially(plainUser.email);
  await page.getByLabel(/^Senha/).pressSequentially(plainUser.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Nothing was sent: the fields are not in the URL, the page is still the static one.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(staticPage(page)).toHaveCount(1);
  scripts.release();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: `Olá, ${plainUser.firstName}!` })).toBeVisible();
});

test('/auth before hydration: a click on the Registrar tab is replayed once hydrated, the fields wait for it', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrar' }).click();
  await expect(staticPage(page)).toHaveCount(1);
  // The Login form is about to go: its fields wait, so text is not typed into a form that disappears.
  await expect(page.getByRole('textbox', { name: 'Email' })).not.toBeEditable();
  scripts.release();
  await expect(page.getByRole('tab', { name: 'Registrar' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Queiroz');
  await expect(page.getByRole('textbox', { name: 'Sobrenome' })).toHaveValue('Queiroz');
});

test('/auth: characters typed before hydration stay in the field and in the form after it', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/auth');
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.pressSequentially('nao-e');
  // Focused before hydration, the field is drawn as MUI draws a focused one: its label raised, so the
  // text does not run under it (prerender/focused-field-style.ts).
  await expect(page.locator('label', { hasText: 'Email' })).toHaveCSS(
    'transform',
    'matrix(0.75, 0, 0, 0.75, 14, -9)',
  );
  await expect(staticPage(page)).toHaveCount(1);
  scripts.release();
  await hydrated(page);
  await expect(email).toHaveValue('nao-e');
  await email.pressSequentially('-email');
  await expect(email).toHaveValue('nao-e-email');
  await page.getByRole('button', { name: 'Entrar' }).click();
  // The form validated what the field shows: an invalid e-mail, not a missing one.
  await expect(page.getByText('Email inválido')).toBeVisible();
  await expect(page.getByText('Senha é obrigatória')).toBeVisible();
  // Hydrated without a mismatch: React would log one as an error, which fails the test (fixtures.ts).
});

test('only /, /auth and /dashboard are prerendered: a deep link gets the SPA shell, a signed-in /auth no form', async ({
  page,
}) => {
  for (const path of ['/pricing', '/auth/x', '/diagnostics', '/profile']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain('<div id="root" data-');
  }
  for (const path of ['/', '/auth', '/auth/']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('data-prerendered');
  }

  await signIn(page, plainUser.email, plainUser.password);
  const scripts = await holdScripts(page);
  // The app's script, held, is requested at once here: the load event would wait for it.
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  // The boot script emptied #root: a session may exist, so the visitor's form is not shown.
  await expect(page.locator('#root')).toBeEmpty();
  scripts.release();
  await page.waitForURL('**/dashboard');
});

const preview = (page: Page) => page.locator('#root[data-preview]');

test('a signed-in /dashboard shows the shell at once, before any script, and the app hydrates it', async ({
  page,
}) => {
  await signIn(page, plainUser.email, plainUser.password);
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/')) reads.push(pathname);
  });
  const scripts = await holdScripts(page);
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  // The preview: the real menu and header, the page's loading state, no user data.
  await expect(preview(page)).toHaveCount(1);
  // Its reads leave while the app's scripts are held: the boot script starts them (prerender/boot-script.ts).
  await expect.poll(() => reads.length).toBeGreaterThanOrEqual(5);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Diagnósticos' })).toBeVisible();
  await expect(page.getByText('Este é o seu painel.', { exact: false })).toBeVisible();
  await expectAccessibleAtBothWidths(page, '/dashboard preview');
  await expect(preview(page)).toHaveCount(1);
  // A click on a button of the preview is held, then replayed once the app has hydrated it.
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  scripts.release();
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  // The menu closes on an Escape pressed inside it: wait for its focus (slow under load).
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]'))))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: `Olá, ${plainUser.firstName}!` })).toBeVisible();
  // Hydrated: the preview was exactly the app's first render (React would log a mismatch as an error,
  // which fails the test: fixtures.ts).
  await page.getByRole('link', { name: 'Diagnósticos' }).first().click();
  await page.waitForURL(/\/(diagnostics|pricing)$/);
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
]) {
  test(`a signed-in /dashboard at ${viewport.width} px whose reads answered before the app started: the page hydrates as prerendered`, async ({
    page,
  }) => {
    await signIn(page, plainUser.email, plainUser.password);
    await page.setViewportSize(viewport);
    const scripts = await holdScripts(page);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me');
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    await expect(preview(page)).toHaveCount(1);
    // The boot script's reads have answered: the shell's queries take them as soon as the shell is
    // hydrated, before the page (in the shell's Suspense boundary) is. The page must still hydrate as the
    // preview shows it, without React's hydration error (#418 at 375 px, issue #31), which would fail
    // the test (fixtures.ts).
    await answered;
    scripts.release();
    await expect(preview(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `Olá, ${plainUser.firstName}!` })).toBeVisible();
    await settled(page);
  });
}

test('a signed-in /dashboard on a slow phone: the app imports its routes once the boot script has linked them', async ({
  page,
}) => {
  await signIn(page, plainUser.email, plainUser.password);
  // Four times slower, the boot script's few links per task are still coming when the app starts: Vite's
  // preload helper (in the app's modules) would add the missing ones in one long task.
  await page.addInitScript(() => {
    const linked: string[] = [];
    (window as unknown as { linkedByApp: string[] }).linkedByApp = linked;
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (
        child instanceof HTMLLinkElement &&
        child.rel === 'modulepreload' &&
        /\/assets\//.test(new Error().stack ?? '')
      )
        linked.push(child.href);
      return append.call(this, child) as T;
    };
  });
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/')) reads.push(pathname);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Olá, ${plainUser.firstName}!` })).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The app took the boot script's answers (started before it loaded): no read was asked twice.
  await page.waitForLoadState('load');
  expect(reads.length).toBeGreaterThanOrEqual(5);
  expect(reads.filter((path, index) => reads.indexOf(path) !== index)).toEqual([]);
  const byBoot = await page.locator('link[rel="modulepreload"]').count();
  expect(byBoot).toBeGreaterThan(20);
  expect(await page.evaluate(() => (window as unknown as { linkedByApp: string[] }).linkedByApp)).toEqual([]);
});

test('/dashboard without a session: the preview is not shown, the app sends the visitor to /auth', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toBeEmpty();
  scripts.release();
  await page.waitForURL('**/auth');
});
