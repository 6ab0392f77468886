import type { BedrockRuntimeClientConfig } from '@aws-sdk/client-bedrock-runtime';
import { bedrockConfig } from '../platform/config/runtime';
import type { ModelPort } from './port';
import { bedrockTransport } from './provider/bedrock-transport';
import { generateTask, type GenerationOptions } from './provider/generate-task';
import type { ModelClass } from './provider/model-call';
import { probeTransport } from './provider/probe';

/** The models used when the stack sets none (CDK passes its context values as BEDROCK_MODEL_ID…). */
export { DEFAULT_BEDROCK_LIGHT_MODEL_ID, DEFAULT_BEDROCK_MODEL_ID } from '../platform/config/runtime';

export interface BedrockModelPortOptions extends GenerationOptions {
  /** Defaults to BEDROCK_MODEL_ID and BEDROCK_LIGHT_MODEL_ID (else the defaults). */
  models?: Partial<Record<ModelClass, string>>;
  /** E.g. the endpoint of a local stand-in, a region or credentials; BEDROCK_ENDPOINT is read otherwise. */
  clientConfig?: BedrockRuntimeClientConfig;
  temperature?: number;
}

/**
 * The Bedrock adapter of the model port: the Converse API, a forced tool for structured tasks
 * (provider/generate-task.ts has the flow, provider/bedrock-transport.ts the wire).
 */
export function bedrockModelPort(options: BedrockModelPortOptions = {}): ModelPort {
  const config = bedrockConfig();
  const transport = bedrockTransport({
    models: {
      heavy: options.models?.heavy ?? config.BEDROCK_MODEL_ID,
      light: options.models?.light ?? config.BEDROCK_LIGHT_MODEL_ID,
    },
    clientConfig: {
      ...(config.BEDROCK_ENDPOINT ? { endpoint: config.BEDROCK_ENDPOINT } : {}),
      ...options.clientConfig,
    },
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
  });
  return {
    name: 'bedrock',
    models: transport.models,
    generate: (task, input) => generateTask(transport, task, input, options),
    probe: (modelClass) => probeTransport(transport, modelClass),
  };
}
