import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What a screen shows while its content is still on the way: skeletons and progress indicators without
 * a value (the page loader, a pending list). A decorative spinner beside a status text is aria-hidden.
 */
const LOADING = '.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow]):not([aria-hidden="true"])';

/** Waits until the network is idle and nothing on the page is still loading. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator(LOADING)).toHaveCount(0);
}
