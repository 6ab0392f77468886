import { HtmlValidate, type Message } from 'html-validate';
import type { HtmlValidation } from '../../contracts/website-analysis';

/**
 * HTML validation with html-validate (offline, pure JS; 10.x for Node 20), `html-validate:standard`
 * preset. Its messages are the validator's own (English, technical): the analysis reports their
 * counts and the screen lists them as technical details.
 */

/** Beyond this many characters only the page's beginning is validated (the validator is O(n) but not cheap). */
export const MAX_VALIDATED_CHARS = 1_000_000;
const MAX_MESSAGES = 20;
const MAX_RULES = 10;

let validator: HtmlValidate | undefined;

export async function validateHtml(html: string): Promise<HtmlValidation> {
  validator ??= new HtmlValidate({ extends: ['html-validate:standard'] });
  const truncated = html.length > MAX_VALIDATED_CHARS;
  const report = await validator.validateString(truncated ? html.slice(0, MAX_VALIDATED_CHARS) : html);
  const messages: Message[] = report.results.flatMap((result) => result.messages);
  const byRule = new Map<string, number>();
  for (const message of messages) byRule.set(message.ruleId, (byRule.get(message.ruleId) ?? 0) + 1);
  return {
    validator: 'html-validate (html-validate:standard)',
    errorCount: report.errorCount,
    warningCount: report.warningCount,
    rules: [...byRule]
      .map(([ruleId, count]) => ({ ruleId, count }))
      .sort((a, b) => b.count - a.count || a.ruleId.localeCompare(b.ruleId))
      .slice(0, MAX_RULES),
    messages: messages.slice(0, MAX_MESSAGES).map((message) => ({
      ruleId: message.ruleId,
      severity: message.severity === 2 ? 'error' : 'warning',
      message: message.message.slice(0, 300),
      line: message.line,
      column: message.column,
    })),
    truncated,
  };
}
