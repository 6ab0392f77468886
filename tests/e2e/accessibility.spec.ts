import type { Page } from '@playwright/test';
import { coreDiagnosticSlugs } from '../../functions/contracts/diagnostics';
import { analysisRoute } from '../../functions/domain/diagnostic-card';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { adminPaths, publicPaths, userScreenPaths } from '../../web/src/lib/route-paths';
import { seriousViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { settled } from './settled';
import { trialUserWithResults } from './trial-user-with-results';

/**
 * Issue #20: every screen of the router (route-paths.ts) passes axe's WCAG 2.1 A/AA rules with no
 * serious or critical violation, at a desktop and a phone width, each seen by the user it is for.
 * Issue #31: and logs no console error or page error at either width (the fixture fails the test,
 * fixtures.ts; the 404s of the analyses that do not exist, below, are answers the screens show).
 */
const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
];
type Viewport = (typeof WIDTHS)[number];

/** The slug of the generic routes: a core diagnostic the user has finished. */
const SLUG = 'negocio';

/**
 * A value for each path parameter. A result id is its diagnostic's id: each core analysis screen shows
 * its own diagnostic's result, the generic ones the business result.
 */
const paramValues: Record<string, (pattern: string) => string> = {
  slug: () => SLUG,
  // The seeded curriculum's first module and a material of it with a presentation and a file.
  moduleId: () => 'autoconhecimento',
  materialId: () => 'delegar-sem-perder-controle',
  // The admin's details and questions screens of a seeded diagnostic (its id is its slug).
  diagnosticId: () => SLUG,
  // A marketing analysis the visitor does not have: the detail's 'Análise não encontrada' (the completed
  // views are checked by marketing.spec.ts).
  analysisId: () => 'analise-inexistente',
  resultId: (pattern) =>
    coreDiagnosticSlugs.find((id) => analysisRoute(id, id) === pattern.replace(':resultId', id)) ?? SLUG,
};

function concretePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = paramValues[name];
    if (!value) throw new Error(`${pattern}: no value for :${name}; add one to paramValues`);
    return value(pattern);
  });
}

async function violationsAtWidth(
  page: Page,
  viewport: Viewport,
  paths: readonly string[],
): Promise<string[]> {
  await page.setViewportSize(viewport);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    expect(new URL(page.url()).pathname, `${path} redirected: visited by the wrong user?`).toBe(path);
    found.push(...(await seriousViolations(page, `${viewport.width}px ${path}`)));
  }
  return found;
}

/**
 * Visits every path at both widths, one page per width side by side in the same signed-in context
 * (while one waits for the network, the other runs axe), and returns every violation found.
 */
async function violationsOn(page: Page, patterns: readonly string[]): Promise<string[]> {
  const paths = patterns.map(concretePath);
  const pages = [page, ...(await Promise.all(WIDTHS.slice(1).map(() => page.context().newPage())))];
  const found = await Promise.all(
    WIDTHS.map((viewport, index) => violationsAtWidth(pages[index]!, viewport, paths)),
  );
  return found.flat();
}

test.describe('every screen passes axe (WCAG 2.1 AA) at 1366 and 375 px', () => {
  // The theme then drops animations: axe sees every element in its final state (no half-faded text).
  test.use({ reducedMotion: 'reduce' });
  // Each test signs in on its own (a new user, the demo admin): the two long ones may run side by side.
  test.describe.configure({ mode: 'parallel' });

  test('public screens, as a visitor', async ({ page }) => {
    expect(await violationsOn(page, Object.values(publicPaths))).toEqual([]);
  });

  test('signed-in screens, as a trial user who has finished the four diagnostics', async ({ page }) => {
    test.setTimeout(240_000);
    const user = await trialUserWithResults(page.request);
    await signIn(page, user.email, user.password);
    expect(await violationsOn(page, userScreenPaths)).toEqual([]);
  });

  test('admin screens, as the demo admin', async ({ page }) => {
    test.setTimeout(120_000);
    const admin = demoAccounts.find((account) => account.admin)!;
    await signIn(page, admin.email, admin.password);
    expect(await violationsOn(page, Object.values(adminPaths))).toEqual([]);
  });
});
