import { afterEach, beforeEach, vi } from 'vitest';
import { localModelPort } from '../local-adapter';
import { negocioAnswers } from './answer-sets';
import { inputFor } from './fixtures';

/**
 * What the adapters' wire tests share (bedrock-adapter.test.ts, openai-adapter.test.ts): the task
 * input, a valid output to script, and the metrics the adapter emits.
 */
export const businessInput = inputFor('negocio', negocioAnswers);

/** A valid business analysis, as a model would return it (without the local analyst's mark). */
export async function validBusinessAnalysis() {
  const { generatedLocally: _local, ...analysis } = await localModelPort().generate(
    'business-analysis',
    businessInput,
  );
  return analysis;
}

/** Captures the embedded-metric documents each test emits; counts the throttled attempts metered. */
export function captureMetrics(): { throttles: () => number } {
  let emitted: Record<string, unknown>[] = [];
  beforeEach(() => {
    emitted = [];
    vi.stubEnv('LOG_METRICS', 'emf');
    vi.stubEnv('LOG_LEVEL', 'info');
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
      if (typeof line === 'string' && line.includes('"_aws"'))
        emitted.push(JSON.parse(line) as Record<string, unknown>);
    });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
  return { throttles: () => emitted.filter((document) => 'BedrockThrottles' in document).length };
}
