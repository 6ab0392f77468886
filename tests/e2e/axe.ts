import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Issue #20's bar: WCAG 2.1 level A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until no finite animation or transition runs: axe measures colours as painted, and a toast
 * mid-fade blends its text into its background (a contrast no user reads). Spinners loop forever and
 * are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 5000 },
  );
}

/** One line per serious or critical axe violation on the page as it is now, labelled for the report. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  await transitionsSettled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.html.slice(0, 100)} → ${node.failureSummary}`);
      return `${label}: ${violation.id} (${violation.impact}) ${nodes.join(' | ')}`;
    });
}

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 812 };

/**
 * The screen as it is now passes axe at 1366 and at 375 px; the page is left at the desktop width.
 * With `screenshotPath`, a full-page screenshot is kept at each width (to look at).
 */
export async function expectAccessibleAtBothWidths(
  page: Page,
  label: string,
  screenshotPath?: (width: number) => string,
): Promise<void> {
  const found: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    found.push(...(await seriousViolations(page, `${viewport.width}px ${label}`)));
    if (screenshotPath) await page.screenshot({ path: screenshotPath(viewport.width), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
  expect(found).toEqual([]);
}
