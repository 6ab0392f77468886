import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTPUT_CEILING } from './provider/generate-task';
import { resultTool } from './provider/structured-output';
import { aiTaskNames, aiTasks, loadTask } from './tasks';
import { MODEL_ROUTE_TIMEOUT_SECONDS, REQUEST_TASK_SECONDS } from '../platform/config/timeouts';
import { sampleOf } from './testing/schema-sample';

/** Portuguese JSON runs at about 3.5 characters a token in Claude's tokenizer. */
const CHARS_PER_TOKEN = 3.5;
/** What the model writes beyond the filled schema (longer paragraphs, more bullets). */
const MARGIN = 1.5;

/**
 * A task's schema filled as the prompts ask: paragraphs of ~450 characters, bullets of ~140, four
 * items a list (or the schema's bounds), in tokens.
 */
const filledTokens = async (task: (typeof aiTaskNames)[number]) =>
  JSON.stringify(
    sampleOf(resultTool((await loadTask(task)).schema).schema, { text: 450, item: 140, items: 4 }),
  ).length / CHARS_PER_TOKEN;

describe('output budgets', () => {
  it.each(aiTaskNames)(
    '%s: its budget holds its filled schema with a margin, within the model’s ceiling',
    async (task) => {
      const { maxTokens } = aiTasks[task];
      expect(maxTokens).toBeGreaterThanOrEqual(Math.ceil((await filledTokens(task)) * MARGIN));
      expect(maxTokens * 2).toBeLessThanOrEqual(DEFAULT_OUTPUT_CEILING);
    },
  );

  it('the filled schema passes the task’s own schema (the estimate is of a valid output)', async () => {
    for (const task of aiTaskNames) {
      const { schema } = await loadTask(task);
      const sample = sampleOf(resultTool(schema).schema, { text: 450, item: 140, items: 4 });
      expect(schema.safeParse(sample).success, task).toBe(true);
    }
  });
});

/**
 * The slowest output a time budget is sized for, in tokens a second: a Sonnet-class model on Bedrock
 * writes some 40-80, a Haiku-class one 70-150 (decision 0065).
 */
const SLOWEST_TOKENS_PER_SECOND = { heavy: 40, light: 70 } as const;

describe('time budgets', () => {
  it.each(aiTaskNames)('%s: its time budget holds its whole output budget at the slowest rate', (task) => {
    const entry = aiTasks[task];
    if (entry.runs === 'request') {
      // Inside the route's Lambda, its reads and writes with it.
      expect(entry.timeoutSeconds).toBe(REQUEST_TASK_SECONDS);
      expect(REQUEST_TASK_SECONDS).toBeLessThan(MODEL_ROUTE_TIMEOUT_SECONDS);
    } else {
      expect(entry.timeoutSeconds).toBeGreaterThanOrEqual(
        entry.maxTokens / SLOWEST_TOKENS_PER_SECOND[entry.model],
      );
    }
  });
});
