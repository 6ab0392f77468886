import { openAiConfig } from '../platform/config/runtime';
import type { ModelPort } from './port';
import { generateTask, type GenerationOptions } from './provider/generate-task';
import type { ModelClass } from './provider/model-call';
import { openAiTransport, type OpenAiTransportOptions } from './provider/openai-transport';
import { probeTransport } from './provider/probe';

export interface OpenAiModelPortOptions
  extends GenerationOptions, Partial<Omit<OpenAiTransportOptions, 'models'>> {
  /** Defaults to OPENAI_MODEL and OPENAI_LIGHT_MODEL (else the heavy one). */
  models?: Partial<Record<ModelClass, string>>;
}

/** The endpoint and models: the options', else the environment's (read only when needed). */
function settings(options: OpenAiModelPortOptions) {
  if (options.baseUrl !== undefined && options.models?.heavy !== undefined) {
    const heavy = options.models.heavy;
    return {
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      models: { heavy, light: options.models.light ?? heavy },
      outputCeiling: options.outputCeiling,
      reasoning: options.reasoning,
    };
  }
  const config = openAiConfig();
  const heavy = options.models?.heavy ?? config.OPENAI_MODEL;
  return {
    baseUrl: options.baseUrl ?? config.OPENAI_BASE_URL,
    apiKey: options.apiKey ?? config.OPENAI_API_KEY,
    models: { heavy, light: options.models?.light ?? config.OPENAI_LIGHT_MODEL ?? heavy },
    outputCeiling: options.outputCeiling ?? config.OPENAI_MAX_OUTPUT_TOKENS,
    reasoning: options.reasoning ?? config.OPENAI_REASONING,
  };
}

/**
 * The OpenAI-compatible adapter of the model port: any Chat Completions endpoint (Ollama, vLLM,
 * LM Studio, hosted), the same flow as Bedrock's (provider/generate-task.ts) over its own wire
 * (provider/openai-transport.ts). What the options leave out comes from OPENAI_BASE_URL,
 * OPENAI_API_KEY, OPENAI_MODEL, OPENAI_LIGHT_MODEL, OPENAI_MAX_OUTPUT_TOKENS and OPENAI_REASONING.
 */
export function openAiModelPort(options: OpenAiModelPortOptions = {}): ModelPort {
  const { baseUrl, apiKey, models, outputCeiling, reasoning } = settings(options);
  const transport = openAiTransport({
    baseUrl,
    models,
    ...(apiKey ? { apiKey } : {}),
    ...(reasoning ? { reasoning } : {}),
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}),
    ...(options.maxRetryAfterMs !== undefined ? { maxRetryAfterMs: options.maxRetryAfterMs } : {}),
    ...(options.attemptTimeoutMs !== undefined ? { attemptTimeoutMs: options.attemptTimeoutMs } : {}),
  });
  const generation: GenerationOptions = { ...options, ...(outputCeiling ? { outputCeiling } : {}) };
  return {
    name: 'openai',
    models: transport.models,
    generate: (task, input) => generateTask(transport, task, input, generation),
    probe: (modelClass) => probeTransport(transport, modelClass),
  };
}
