import { afterEach, beforeEach, vi } from 'vitest';
import { bedrockModelPort } from '../bedrock-adapter';
import { localModelPort } from '../local-adapter';
import { gestaoAnswers, negocioAnswers } from './answer-sets';
import { inputFor } from './fixtures';

/**
 * What the adapters' wire tests share (bedrock-adapter.test.ts, openai-adapter.test.ts): the task
 * input, a valid output to script, and the metrics the adapter emits.
 */
/** The Bedrock adapter on a Converse stand-in: test models, no wait between follow-up calls. */
export const bedrockOnStandIn = (endpoint: string, timeScale?: number) =>
  bedrockModelPort({
    models: { heavy: 'global.heavy-model', light: 'global.light-model' },
    clientConfig: {
      endpoint,
      region: 'sa-east-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    },
    followUpDelaysMs: [0, 0],
    ...(timeScale ? { timeScale } : {}),
  });

export const businessInput = inputFor('negocio', negocioAnswers);

/** A valid business analysis, as a model would return it (without the local analyst's mark). */
export async function validBusinessAnalysis() {
  const { generatedLocally: _local, ...analysis } = await localModelPort().generate(
    'business-analysis',
    businessInput,
  );
  return analysis;
}

export const managementInput = inputFor('sistema-gestao', gestaoAnswers);

/**
 * A valid management overview as a model writes it, one growth lever's `potencial` without its accent
 * ('medio'): the enums the adapters normalise.
 */
export async function overviewWithUnaccentedEnum() {
  const { generatedLocally: _local, ...overview } = await localModelPort().generate(
    'management-overview',
    managementInput,
  );
  return {
    ...overview,
    alavancas_crescimento: [
      { alavanca: 'Indicação', potencial: 'medio', descricao: 'Programa de indicação.' },
    ],
  };
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
