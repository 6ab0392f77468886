import { bedrockModelPort } from './bedrock-adapter';
import type { ModelPort } from './port';
import { paywallPassed } from '../platform/http/paywall';

let port: ModelPort | undefined;

/** The port, each call waiting for the current request's paywall (functions/platform/http/paywall.ts). */
const behindPaywall = (inner: ModelPort): ModelPort => ({
  name: inner.name,
  generate: (task, input) => paywallPassed().then(() => inner.generate(task, input)),
});

/** The model port of this process: Bedrock, unless the local stack installed the local analyst. */
export function modelPort(): ModelPort {
  port ??= behindPaywall(bedrockModelPort());
  return port;
}

/** Start-up (the local stack) and tests: the model port of this process (undefined = the default). */
export function useModelPort(next: ModelPort | undefined): void {
  port = next && behindPaywall(next);
}
