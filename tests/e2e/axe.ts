import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Issue #20's bar: WCAG 2.1 level A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per serious or critical axe violation on the page as it is now, labelled for the report. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
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
