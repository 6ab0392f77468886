import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * The console errors a test expects (issue #31: no console error on any screen). Patterns match the
 * lines the fixture reports ('console: <text>' or 'pageerror: <message>').
 */
export interface ConsoleErrors {
  /** This test provokes errors like these (say why beside the call): they do not fail it. */
  allow(...patterns: RegExp[]): void;
}

/**
 * Lines that never fail a test. Chromium logs every 4xx answer to a request as a console error ('Failed
 * to load resource: the server responded with a status of 404 (Not Found)', no script involved): a 4xx
 * is an answer the app handles and shows (a wrong password, an address that names nothing, a plan that
 * does not allow a page), and the test that leads there asserts that screen. A 5xx, a request that
 * failed, a page error and anything the app or React logs fail the test unless it allows them.
 */
const ALWAYS_ALLOWED = [/^console: Failed to load resource: the server responded with a status of 4\d\d\b/];

/**
 * A Content-Security-Policy violation (the local server sends CloudFront's policy, decision 0042) fails
 * every test, whatever it allows: Chromium's "Refused to …" console errors and the page's
 * securitypolicyviolation events, reported by an init script.
 */
const CSP_VIOLATION = /^(console: Refused to |csp: )/;
const CSP_REPORTER = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('[csp] ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') +
    ' in ' + event.sourceFile + ':' + event.lineNumber);
});`;

function consoleLine(message: ConsoleMessage): string {
  const { url } = message.location();
  return `console: ${message.text()}${url ? ` (${url})` : ''}`;
}

/** Every test runs against the stack global-setup started. */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  /**
   * Fails a test after it ran if any page of its browser context (the test's page and the pages it
   * opens in that context, at every width it set) logged a console error or threw an uncaught error
   * that the test did not allow. Contexts a test makes itself (browser.newContext) are not watched.
   */
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const allowed = [...ALWAYS_ALLOWED];
      const where = (page: Page | null) => {
        const width = page?.viewportSize()?.width;
        return `${width ? `${width}px ` : ''}${page ? new URL(page.url()).pathname : ''}`;
      };
      await context.addInitScript({ content: CSP_REPORTER });
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const line = message.text().startsWith('[csp] ')
          ? `csp: ${message.text().slice(6)}`
          : consoleLine(message);
        errors.push(`${line} at ${where(message.page())}`);
      });
      context.on('weberror', (error) => {
        errors.push(`pageerror: ${error.error().message} at ${where(error.page())}`);
      });
      await use({ allow: (...patterns) => allowed.push(...patterns) });
      const unexpected = errors.filter(
        (line) => CSP_VIOLATION.test(line) || !allowed.some((pattern) => pattern.test(line)),
      );
      expect(unexpected, 'console errors and page errors (tests/e2e/fixtures.ts)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the screen, on global-setup's stack or on the one at `origin`. */
export async function signIn(page: Page, email: string, password: string, origin = '') {
  await page.goto(`${origin}/auth`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
}
