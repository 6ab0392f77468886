import type { Page } from '@playwright/test';
import { adminMessages } from '../../functions/contracts/messages/admin';
import { onboardingMessages } from '../../functions/contracts/messages/onboarding';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { expectAccessibleAtBothWidths } from './axe';
import { expect, signIn, test } from './fixtures';
import { tabTo } from './keyboard';
import { settled } from './settled';
import { trialUserWithResults } from './trial-user-with-results';

/**
 * The admin's onboarding screen switched on (spec 3 section 4): the switch from the keyboard, the form,
 * a new user's first dashboard showing the modal, 'Visualizar Onboarding', then switched off. It
 * changes every new user's first dashboard, so Playwright runs it last, alone.
 */
const admin = demoAccounts.find((account) => account.admin)!;
const text = adminMessages;
const DESKTOP = { width: 1366, height: 768 };

test.use({ reducedMotion: 'reduce', viewport: DESKTOP });

/** Other tests expect onboarding off with the default texts: put them back whatever happened here. */
test.afterAll(async () => {
  const { OnboardingSettingsEntity } = await import('../../functions/account/onboarding-settings');
  const { DEFAULT_ONBOARDING } = await import('../../functions/domain/onboarding');
  await OnboardingSettingsEntity.upsert({ ...DEFAULT_ONBOARDING, enabled: false }).go();
});

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

test('onboarding: switched on from the keyboard, a new title saved, a new user’s first dashboard shows it, previewed, switched off', async ({
  page,
  browser,
  request,
}) => {
  // The bare id below is embedded from YouTube: no request leaves the machine.
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/onboarding');
  await settled(page);
  const onboarding = text.onboarding;
  await expect(page.getByRole('heading', { level: 1, name: onboarding.title })).toBeVisible();
  await expect(page.getByText(onboarding.statusDisabledTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: onboarding.preview })).toHaveCount(0);
  await expect(page.getByText(onboarding.videoTip)).toBeVisible();
  await expectAccessibleAtBothWidths(page, '/admin/onboarding (off)');

  const toggle = page.getByRole('switch', { name: onboarding.switchLabel });
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(toast(page, onboarding.enabledToast)).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(page.getByText(onboarding.statusEnabledTitle)).toBeVisible();

  const title = `Boas-vindas e2e ${Date.now()}`;
  await page.getByRole('textbox', { name: onboarding.videoUrl }).fill('aqz-KE-bpKQ');
  await page.getByRole('textbox', { name: onboarding.welcomeTitle }).fill(title);
  await page.getByRole('button', { name: onboarding.save }).click();
  await expect(toast(page, onboarding.saved)).toBeVisible();
  await expectAccessibleAtBothWidths(page, '/admin/onboarding (on)');

  // A user who signs up now sees the modal on their first visit to the dashboard.
  const newcomer = await trialUserWithResults(request, []);
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'pt-BR',
    reducedMotion: 'reduce',
    viewport: DESKTOP,
  });
  const newcomerPage = await context.newPage();
  await newcomerPage.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
  await signIn(newcomerPage, newcomer.email, newcomer.password);
  await expect(newcomerPage.getByRole('dialog', { name: title })).toBeVisible();
  await context.close();

  await page.getByRole('button', { name: onboarding.preview }).click();
  await page.waitForURL('**/dashboard');
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  await expect(modal.locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/aqz-KE-bpKQ');
  await modal.getByRole('button', { name: 'Vamos começar' }).click();
  await expect(toast(page, onboardingMessages.completed)).toBeVisible();
  await expect(modal).toBeHidden();

  await page.goto('/admin/onboarding');
  await settled(page);
  await page.getByRole('switch', { name: onboarding.switchLabel }).click();
  await expect(toast(page, onboarding.disabledToast)).toBeVisible();
  await expect(page.getByRole('switch', { name: onboarding.switchLabel })).not.toBeChecked();
  await expect(page.getByRole('button', { name: onboarding.preview })).toHaveCount(0);
});
