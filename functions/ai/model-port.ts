import { runtimeConfig } from '../config/runtime';
import { bedrockModelPort } from './bedrock-adapter';
import { localModelPort } from './local-adapter';
import type { ModelPort } from './port';

let cached: ModelPort | undefined;

/**
 * The configured model port: MODEL_ADAPTER 'local' → the local analyst (the default of npm start);
 * 'bedrock' → the Converse API adapter.
 */
export function modelPort(): ModelPort {
  if (cached) return cached;
  const port: ModelPort = runtimeConfig().MODEL_ADAPTER === 'local' ? localModelPort() : bedrockModelPort();
  cached = port;
  return port;
}

/** Tests: forget the cached port (after changing the configuration). */
export function resetModelPort(): void {
  cached = undefined;
}
