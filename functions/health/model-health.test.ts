import { afterEach, describe, expect, it } from 'vitest';
import { localModelPort } from '../ai/local-adapter';
import { recordStartupCall, useModelPort } from '../ai/model-port';
import type { ModelPort } from '../ai/port';
import { healthResponse } from '../contracts/health';
import { modelComponent } from './model-health';

const models = { heavy: 'qwen2.5:14b', light: 'qwen2.5:7b' };
const openAi: ModelPort = {
  name: 'openai',
  models,
  generate: () => Promise.reject(new Error('not called by the health check')),
};

afterEach(() => {
  useModelPort(undefined);
  recordStartupCall(undefined);
});

describe('the health report’s model component', () => {
  it('names the local analyst', () => {
    useModelPort(localModelPort());
    expect(modelComponent()).toEqual({
      status: 'ok',
      provider: 'local',
      detail: 'local analyst: content generated from the answers, without AI',
    });
  });

  it('in the cloud, names the provider and the models and says the model is not called', () => {
    useModelPort(undefined);
    const component = modelComponent();
    expect(component).toMatchObject({
      status: 'ok',
      provider: 'bedrock',
      models: { heavy: expect.any(String), light: expect.any(String) },
      detail: expect.stringMatching(
        /^bedrock adapter, models .+ \(heavy\) and .+ \(light\); the model is not called by the health check$/,
      ),
    });
    expect(component.startupCall).toBeUndefined();
  });

  it('reports a successful start-up call', () => {
    useModelPort(openAi);
    recordStartupCall({
      ok: true,
      provider: 'openai',
      modelClass: 'heavy',
      model: models.heavy,
      latencyMs: 840,
      detail: 'structured reply through the tool',
    });
    const component = modelComponent();
    expect(component).toEqual({
      status: 'ok',
      provider: 'openai',
      models,
      startupCall: {
        status: 'ok',
        model: models.heavy,
        latencyMs: 840,
        detail: 'structured reply through the tool',
      },
      detail:
        'openai adapter, models qwen2.5:14b (heavy) and qwen2.5:7b (light); start-up call to qwen2.5:14b: ok in 840 ms',
    });
    expect(healthResponse.shape.components.shape.model.safeParse(component).success).toBe(true);
  });

  it('reports a failed start-up call as down, with the reason', () => {
    useModelPort(openAi);
    recordStartupCall({
      ok: false,
      provider: 'openai',
      modelClass: 'heavy',
      model: models.heavy,
      latencyMs: 3,
      detail:
        'ServiceUnavailableException: http://127.0.0.1:11434/v1/chat/completions não respondeu: ECONNREFUSED',
    });
    expect(modelComponent()).toMatchObject({
      status: 'down',
      startupCall: { status: 'down', detail: expect.stringContaining('ECONNREFUSED') },
      detail: expect.stringContaining('start-up call to qwen2.5:14b: failed (ServiceUnavailableException'),
    });
  });
});
