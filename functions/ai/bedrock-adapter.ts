import { bedrockConfig } from '../platform/config/runtime';
import {
  BedrockRuntimeClient,
  ConverseCommand,
  type BedrockRuntimeClientConfig,
  type Message,
} from '@aws-sdk/client-bedrock-runtime';
import { InvalidModelOutputError } from './errors';
import { extractJson } from './json-extract';
import type { ModelPort } from './port';
import { repairPrompt } from './prompts/repair';
import { aiTasks, checkTaskOutput, taskPrompt, type AiTaskEntry, type AiTaskName } from './tasks';
import type { AiTaskMetricName } from '../contracts/operational-metrics';
import { countMetric, recordMetric } from '../platform/http/metrics';

/** The model used when the stack sets none (CDK passes its context value as BEDROCK_MODEL_ID). */
export { DEFAULT_BEDROCK_MODEL_ID } from '../platform/config/runtime';

export interface BedrockModelPortOptions {
  /** Defaults to BEDROCK_MODEL_ID, else DEFAULT_BEDROCK_MODEL_ID. */
  modelId?: string;
  /** A ready client (tests); otherwise one is built from clientConfig. */
  client?: BedrockRuntimeClient;
  /** E.g. { endpoint } of a local stand-in of the Converse endpoint (BEDROCK_ENDPOINT). */
  clientConfig?: BedrockRuntimeClientConfig;
  maxTokens?: number;
  temperature?: number;
}

const replyText = (message: Message | undefined): string =>
  (message?.content ?? [])
    .map((block) => ('text' in block && typeof block.text === 'string' ? block.text : ''))
    .join('');

/** Parses and validates a reply: the typed data, or the problems to report in the repair request. */
function validate<T extends AiTaskName>(task: T, text: string) {
  const json = extractJson(text);
  if (json === undefined) {
    return { ok: false as const, problems: ['a resposta não contém um objeto JSON válido'] };
  }
  return checkTaskOutput(task, json);
}

/**
 * The Bedrock adapter of the model port: the Converse API with the task's Portuguese prompt; the reply's
 * JSON is extracted and validated by the task's schema, with one repair attempt (the invalid reply and
 * the problems found are sent back). Still invalid → InvalidModelOutputError ('Resposta da IA
 * incompleta ou inválida'). AWS errors (ThrottlingException, ModelTimeoutException,
 * ServiceUnavailableException…) propagate with their names so the workflow's Retry matches them.
 */
export function bedrockModelPort(options: BedrockModelPortOptions = {}): ModelPort {
  const config = bedrockConfig();
  const modelId = options.modelId ?? config.BEDROCK_MODEL_ID;
  const endpoint = config.BEDROCK_ENDPOINT;
  const client =
    options.client ??
    new BedrockRuntimeClient({ ...(endpoint ? { endpoint } : {}), ...options.clientConfig });
  const inferenceConfig = { maxTokens: options.maxTokens ?? 4096, temperature: options.temperature ?? 0.3 };

  async function converse(
    task: AiTaskMetricName,
    system: string,
    messages: Message[],
    maxTokens?: number,
  ): Promise<string> {
    const response = await client
      .send(
        new ConverseCommand({
          modelId,
          system: [{ text: system }],
          messages,
          inferenceConfig: maxTokens ? { ...inferenceConfig, maxTokens } : inferenceConfig,
        }),
      )
      .catch((error: unknown) => {
        if ((error as { name?: unknown })?.name === 'ThrottlingException') countMetric('bedrockThrottles');
        throw error;
      });
    if (response.usage?.inputTokens !== undefined)
      recordMetric('inputTokens', response.usage.inputTokens, { AiTask: task });
    if (response.usage?.outputTokens !== undefined)
      recordMetric('outputTokens', response.usage.outputTokens, { AiTask: task });
    return replyText(response.output?.message);
  }

  return {
    name: 'bedrock',
    async generate(task, input) {
      const prompt = taskPrompt(task, input);
      const entry: AiTaskEntry = aiTasks[task];
      const messages: Message[] = [{ role: 'user', content: [{ text: prompt.user }] }];
      const first = await converse(task, prompt.system, messages, entry.maxTokens);
      const checked = validate(task, first);
      if (checked.ok) return checked.data;

      const repaired = await converse(
        task,
        prompt.system,
        [
          ...messages,
          { role: 'assistant', content: [{ text: first.trim() === '' ? '(vazio)' : first }] },
          { role: 'user', content: [{ text: repairPrompt(checked.problems) }] },
        ],
        entry.maxTokens,
      );
      const rechecked = validate(task, repaired);
      if (rechecked.ok) return rechecked.data;
      throw new InvalidModelOutputError(task, rechecked.problems);
    },
  };
}
