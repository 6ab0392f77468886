import { bedrockModelPort } from './bedrock-adapter';
import type { ModelPort } from './port';

let port: ModelPort | undefined;

/** The model port of this process: Bedrock, unless the local stack installed the local analyst. */
export function modelPort(): ModelPort {
  port ??= bedrockModelPort();
  return port;
}

/** Start-up (the local stack) and tests: the model port of this process (undefined = the default). */
export function useModelPort(next: ModelPort | undefined): void {
  port = next;
}
