import type { Page } from '@playwright/test';
import { marketingMessages } from '../../functions/contracts/messages/marketing';
import { expectAccessibleAtBothWidths, seriousViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { settled } from './settled';
import { trialUserWithResults } from './trial-user-with-results';
import { instagramGraphMessages } from '../../functions/contracts/messages/instagram-graph';

const text = marketingMessages;
const { notReadable, unavailable } = instagramGraphMessages.failures;

/**
 * The detail's reads answer the analysis as the run's closer leaves it after a failed regeneration
 * (the earlier result kept, status completed, the failure's message as `regenerationError`): the
 * integration tests make that state from real failures (website-analyses, instagram-analyses); the
 * local stack offers no way to make a model or a Graph read fail from the browser.
 */
async function failedRegenerationReads(page: Page, path: string, reason: string) {
  await page.route(path, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const answer = await route.fetch();
    const record = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({
      response: answer,
      json: { ...record, status: 'completed', regenerationError: reason },
    });
  });
}

/** axe at both widths on the page as it is now; with `shot`, a screenshot at each width too. */
async function axeAtBothWidths(page: Page, label: string, shot?: string) {
  const found: string[] = [];
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    found.push(...(await seriousViolations(page, `${width}px ${label}`)));
    if (shot) await page.screenshot({ path: test.info().outputPath(`${shot}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  expect(found).toEqual([]);
}

/** A promise released from outside: holds a routed request until the test has looked. */
function hold() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

test.describe('marketing analyses', () => {
  test.use({ reducedMotion: 'reduce' });

  test('website: the URL rules, analyse the demo site, watch it complete, regenerate, delete', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const user = await trialUserWithResults(request, []);
    const { demoSiteUrl } = (await (await request.get('/config.json')).json()) as { demoSiteUrl: string };
    await signIn(page, user.email, user.password);

    // Reached from My Analyses (the spec's menu has no entry of its own).
    await page.goto('/analyses');
    await page.getByRole('link', { name: text.tools.website }).click();
    await expect(page).toHaveURL(/\/website-analysis$/);
    await expect(page.getByRole('heading', { level: 1, name: text.website.title })).toBeVisible();
    await expect(page.getByText(text.website.noAnalyses)).toBeVisible();

    const field = page.getByRole('textbox', { name: text.website.urlLabel });
    await page.getByRole('button', { name: text.website.submit }).click();
    await expect(page.getByText(text.website.urlRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(text.website.urlRequiredToast)).toBeVisible();
    await field.fill('isto não é um site');
    await page.getByRole('button', { name: text.website.submit }).click();
    await expect(page.getByText(text.website.urlInvalid, { exact: true })).toBeVisible();
    await axeAtBothWidths(page, '/website-analysis');

    // The form stays disabled while the analysis is created and started, and on until the detail opens:
    // the POST is held, then the list's re-read after it; one POST in all.
    const posts: string[] = [];
    const postHeld = hold();
    const listHeld = hold();
    await page.route('**/api/website-analyses', async (route) => {
      if (route.request().method() === 'POST') {
        posts.push(route.request().url());
        await postHeld.promise;
      } else if (posts.length > 0) await listHeld.promise;
      await route.continue();
    });
    await field.fill(demoSiteUrl);
    await field.press('Enter');
    const busy = page.getByRole('button', { name: text.website.submitting });
    await expect(busy).toBeDisabled();
    await expect(field).toBeDisabled();
    await busy.click({ force: true });
    const listReread = page.waitForRequest(
      (request) => request.method() === 'GET' && request.url().endsWith('/api/website-analyses'),
    );
    postHeld.release();
    await listReread;
    await expect(busy).toBeDisabled();
    await expect(field).toBeDisabled();
    await expectAccessibleAtBothWidths(page, 'website form busy', (width) =>
      test.info().outputPath(`website-busy-${width}.png`),
    );
    listHeld.release();
    await expect(page).toHaveURL(/\/website-analysis\/[\w-]+$/);
    await page.unroute('**/api/website-analyses');
    expect(posts).toHaveLength(1);
    await expect(page.getByText(text.toasts.started)).toBeVisible();

    // Processing (its steps), then the completed analysis with the planted faults.
    await expect(page.getByRole('heading', { level: 2, name: text.website.summary })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(demoSiteUrl, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('img', { name: new RegExp(`^${text.website.overallScore}: \\d+ de 100$`) }),
    ).toBeVisible();
    await expect(page.getByText(/Falta a meta viewport/).first()).toBeVisible();
    await expect(page.getByText(/Falta a meta description/).first()).toBeVisible();
    await expect(
      page.getByText(/sem texto alternativo \(alt\), por exemplo \/bolo-morango\.svg/).first(),
    ).toBeVisible();
    // Performance fills in on its own: a Lighthouse score or a plain reason, never left measuring.
    const performance = page.locator('.MuiCard-root', {
      has: page.getByRole('heading', { name: text.website.performance }),
    });
    await expect(performance.getByText(text.website.measuring)).toHaveCount(0, { timeout: 90_000 });
    await axeAtBothWidths(page, '/website-analysis/{id}');
    await page.screenshot({ path: 'test-results/website-analysis-1366.png', fullPage: true });

    // A regeneration: the earlier analysis stays on screen under the notice while the new run goes on.
    await page.getByRole('button', { name: text.website.regenerate }).click();
    await expect(page.getByText(text.toasts.started).first()).toBeVisible();
    await expect(page.getByText(text.regeneration.runningTitle)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.website.summary })).toBeVisible();
    await expect(page.getByText(text.regeneration.runningTitle)).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 2, name: text.website.summary })).toBeVisible();

    // After a failed regeneration: the earlier analysis with the notice and the failure's reason.
    const analysisId = new URL(page.url()).pathname.replace(/^\/website-analysis\//, '');
    await failedRegenerationReads(
      page,
      `**/api/website-analyses/${analysisId}`,
      text.toasts.failedDescription,
    );
    await page.reload();
    await expect(page.getByText(text.regeneration.previousKept)).toBeVisible();
    await expect(page.getByText(text.toasts.failedDescription)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.website.summary })).toBeVisible();
    await expect(page.getByRole('button', { name: text.website.regenerate })).toBeEnabled();
    await axeAtBothWidths(page, '/website-analysis/{id} previous kept', 'website-previous-kept');
    await page.unroute(`**/api/website-analyses/${analysisId}`);

    await page.getByRole('link', { name: text.website.back }).click();
    await expect(page.getByRole('link', { name: text.website.view })).toBeEnabled();
    await page.getByRole('button', { name: text.website.deleteLabel(demoSiteUrl) }).click();
    await expect(page.getByText(text.website.deleteConfirm)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: text.website.delete }).click();
    await expect(page.getByText(text.toasts.deleted)).toBeVisible();
    await expect(page.getByText(text.website.noAnalyses)).toBeVisible();
    await page.goto('/analise-site/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(text.website.notFound)).toBeVisible();
    await expect(page.getByRole('link', { name: text.website.back })).toBeVisible();
  });

  test('Instagram: the form’s rules, the demo examples from the stand-in, a failed one retried', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin@rumo.local', 'admin123');
    await page.goto('/instagram-analytics');
    await expect(page.getByRole('heading', { level: 1, name: text.instagram.title })).toBeVisible();
    // The local stack's Graph stand-in is configured: the form is enabled.
    await expect(page.getByRole('button', { name: text.instagram.create })).toBeEnabled();
    await expect(page.getByRole('button', { name: text.instagram.comingSoon })).toHaveCount(0);
    const profile = page.getByRole('textbox', { name: text.instagram.profile });
    await profile.focus();
    await profile.blur();
    await expect(page.getByText(text.instagram.profileRequired)).toBeVisible();
    await profile.fill('@doceponto');
    await profile.blur();
    await expect(page.getByText(text.instagram.noAt)).toBeVisible();
    await profile.fill('');
    await expect(page.getByText(/^E mais \d+ recomendações\.\.\.$/)).toBeVisible();
    // The seeded demo analyses say they are examples, on the list and on the detail.
    await expect(page.getByRole('listitem').filter({ hasText: text.instagram.exampleNote })).toHaveCount(2);
    await expect(page.getByText(text.instagram.example, { exact: true })).toHaveCount(2);
    await axeAtBothWidths(page, '/instagram-analytics', 'instagram-list');

    const rowOf = (name: RegExp) => page.getByRole('listitem').filter({ hasText: name });
    await rowOf(/@confeitariabelavista/)
      .getByRole('link', { name: text.instagram.view })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: text.instagram.engagement })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '@confeitariabelavista' })).toBeVisible();
    await expect(page.getByText('15.200', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(text.instagram.example, { exact: true })).toBeVisible();
    await expect(page.getByText(text.instagram.exampleNote)).toBeVisible();
    await axeAtBothWidths(page, '/instagram-analytics/{id}', 'instagram-detail');
    await page.screenshot({ path: 'test-results/instagram-analysis-1366.png', fullPage: true });

    // The personal account of the demo: Business Discovery cannot read it.
    await page.getByRole('link', { name: text.instagram.back }).click();
    await rowOf(/@ana\.pessoal/)
      .getByRole('link', { name: text.instagram.view })
      .click();
    await expect(page.getByText(text.instagram.failed)).toBeVisible();
    await page.getByRole('button', { name: text.instagram.retry }).click();
    await expect(page.getByText(text.toasts.restarted)).toBeVisible();
    await expect(page.getByText(notReadable('ana.pessoal'))).toBeVisible({ timeout: 20_000 });

    await page.goto('/marketing-analyses');
    await expect(page.getByRole('heading', { level: 1, name: text.list.title })).toBeVisible();
    await expect(page.getByText('@doceponto')).toHaveCount(1);
    await expect(page.getByText(text.instagram.exampleNote)).toHaveCount(2);
    await axeAtBothWidths(page, '/marketing-analyses');
  });

  test('Instagram: a user analyses a profile and reads its followers and engagement rate in pt-BR', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await trialUserWithResults(request, []);
    await signIn(page, user.email, user.password);

    // An installation without a data source answers creationEnabled false: 'EM BREVE' as the spec reads.
    await page.route('**/api/instagram-analyses', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), creationEnabled: false } });
    });
    await page.goto('/instagram-analytics');
    await expect(page.getByRole('button', { name: text.instagram.comingSoon })).toBeDisabled();
    await expect(page.getByText(text.instagram.comingSoonNote)).toBeVisible();
    await axeAtBothWidths(page, '/instagram-analytics EM BREVE');
    await page.unroute('**/api/instagram-analyses');

    await page.reload();
    await expect(page.getByText(text.instagram.noAnalyses)).toBeVisible();
    await page.getByRole('textbox', { name: text.instagram.profile }).fill('doceponto');
    await page.getByRole('textbox', { name: text.instagram.competitor }).fill('confeitariabelavista');
    await page.getByRole('textbox', { name: text.instagram.benchmark }).fill('dolcevitabh');
    await page.getByRole('button', { name: text.instagram.create }).click();
    await expect(page.getByText(text.toasts.started)).toBeVisible();
    // Creation polls every 3 s; once completed the detail opens.
    await expect(page).toHaveURL(/\/instagram-analytics\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 2, name: text.instagram.engagement })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '@doceponto' })).toBeVisible();
    await expect(page.getByText('8.640', { exact: true }).first()).toBeVisible();
    // (average likes + average comments) / followers × 100 over the fixture's 40 posts: 2,4%.
    await expect(page.getByText('2,4%', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(text.instagram.example, { exact: true })).toHaveCount(0);
    await axeAtBothWidths(page, '/instagram-analytics/{id} created');

    // A regeneration: the earlier analysis stays on screen under the notice while the new run goes on
    // (the detail's re-reads held meanwhile, so the run cannot end while the screen is checked).
    const detail = `**/api/instagram-analyses/${new URL(page.url()).pathname.split('/').pop()}`;
    const reads = hold();
    let answer: 'held' | 'as-stored' | 'failed-regeneration' = 'held';
    await page.route(detail, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      if (answer === 'held') await reads.promise;
      const response = await route.fetch();
      const record = (await response.json()) as Record<string, unknown>;
      // As the run's closer leaves a failed regeneration (see failedRegenerationReads).
      const failed = { ...record, status: 'completed', regenerationError: unavailable };
      await route.fulfill({ response, json: answer === 'failed-regeneration' ? failed : record });
    });
    await page.getByRole('button', { name: text.instagram.regenerate }).click();
    await expect(page.getByText(text.regeneration.runningTitle)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.instagram.engagement })).toBeVisible();
    await expect(page.getByRole('button', { name: text.instagram.regenerate })).toHaveCount(0);
    await axeAtBothWidths(page, '/instagram-analytics/{id} regenerating', 'instagram-regenerating');
    answer = 'as-stored';
    reads.release();
    // The toast once the mutation's re-reads are answered; the new version replaces the earlier one.
    await expect(page.getByText(text.toasts.started)).toBeVisible();
    await expect(page.getByText(text.regeneration.runningTitle)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 2, name: text.instagram.engagement })).toBeVisible();

    // After a failed regeneration: the earlier analysis with the notice and the failure's reason.
    answer = 'failed-regeneration';
    await page.reload();
    await expect(page.getByText(text.regeneration.previousKept)).toBeVisible();
    await expect(page.getByText(unavailable)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.instagram.engagement })).toBeVisible();
    await expect(page.getByText('8.640', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: text.instagram.regenerate })).toBeEnabled();
    await axeAtBothWidths(page, '/instagram-analytics/{id} previous kept', 'instagram-previous-kept');
  });
});
