import { modelPort, modelStartupCall } from '../ai/model-port';
import type { HealthResponse } from '../contracts/health';

/**
 * The model adapter this process runs and its models. The health check never calls the model (each
 * call costs money): it reports the call `npm start` made at start-up to a real provider, if any.
 */
export function modelComponent(): HealthResponse['components']['model'] {
  const port = modelPort();
  if (port.name === 'local') {
    return {
      status: 'ok',
      provider: 'local',
      detail: 'local analyst: content generated from the answers, without AI',
    };
  }
  const models = port.models;
  const named = `${port.name} adapter${models ? `, models ${models.heavy} (heavy) and ${models.light} (light)` : ''}`;
  const call = modelStartupCall();
  if (!call || call.provider !== port.name) {
    return {
      status: 'ok',
      provider: port.name,
      ...(models ? { models } : {}),
      detail: `${named}; the model is not called by the health check`,
    };
  }
  const status = call.ok ? 'ok' : 'down';
  return {
    status,
    provider: port.name,
    ...(models ? { models } : {}),
    startupCall: { status, model: call.model, latencyMs: call.latencyMs, detail: call.detail },
    detail: `${named}; start-up call to ${call.model}: ${
      call.ok ? `ok in ${call.latencyMs} ms` : `failed (${call.detail})`
    }`,
  };
}
