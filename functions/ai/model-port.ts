import { bedrockModelPort } from './bedrock-adapter';
import type { ModelPort, ModelProbe } from './port';
import { paywallPassed } from '../platform/http/paywall';
import { ensureAiAvailable } from '../platform/http/ai-switch';

let port: ModelPort | undefined;
let startupCall: ModelProbe | undefined;

/**
 * The port, each call waiting for the current request's paywall (functions/platform/http/paywall.ts),
 * then refused while the operator's emergency stop is on (functions/platform/http/ai-switch.ts): a
 * workflow step or a request that passed the chain before the switch went off ends with
 * AiUnavailableError ('temporariamente indisponível'), which never reached the model.
 */
const behindPaywall = (inner: ModelPort): ModelPort => ({
  name: inner.name,
  ...(inner.models ? { models: inner.models } : {}),
  ...(inner.probe ? { probe: inner.probe.bind(inner) } : {}),
  generate: (task, input) =>
    paywallPassed()
      .then(ensureAiAvailable)
      .then(() => inner.generate(task, input)),
});

/** The model port of this process: Bedrock, unless the local stack installed another one. */
export function modelPort(): ModelPort {
  port ??= behindPaywall(bedrockModelPort());
  return port;
}

/** Start-up (the local stack) and tests: the model port of this process (undefined = the default). */
export function useModelPort(next: ModelPort | undefined): void {
  port = next && behindPaywall(next);
}

/**
 * Runs `work` with `next` as the model port, then puts back the port before it: the local stack's demo
 * data is built by the local analyst whatever provider `npm start` was given.
 */
export async function withModelPort<T>(next: ModelPort, work: () => Promise<T>): Promise<T> {
  const before = port;
  port = behindPaywall(next);
  try {
    return await work();
  } finally {
    port = before;
  }
}

/**
 * The result of the call `npm start` makes to a real provider at start-up, for the health report
 * (undefined in the cloud: nothing calls the model there but the product's own work).
 */
export function recordStartupCall(result: ModelProbe | undefined): void {
  startupCall = result;
}

export function modelStartupCall(): ModelProbe | undefined {
  return startupCall;
}
