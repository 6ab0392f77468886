import {
  BedrockRuntimeClient,
  ConverseCommand,
  type BedrockRuntimeClientConfig,
  type ContentBlock,
  type Message,
} from '@aws-sdk/client-bedrock-runtime';
import { countMetric } from '../../platform/http/metrics';
import type { CallMode, ChatTurn, ModelCall, ModelClass, ModelReply, ModelTransport } from './model-call';

export interface BedrockTransportOptions {
  models: Record<ModelClass, string>;
  /** The client's configuration (endpoint override, region, credentials); retries are set per mode. */
  clientConfig?: BedrockRuntimeClientConfig;
  temperature?: number;
}

/**
 * Attempts per mode: in a workflow Step Functions' Retry owns the retries (one attempt here, or the
 * attempts multiply); a request keeps one quick retry inside its deadline.
 */
export const bedrockAttempts: Record<CallMode, number> = { workflow: 1, request: 2 };

/** Counts every throttled attempt, the SDK's own retries included (they happen inside this step). */
function meterThrottles(client: BedrockRuntimeClient): BedrockRuntimeClient {
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        if ((error as { name?: unknown })?.name === 'ThrottlingException') countMetric('bedrockThrottles');
        throw error;
      }
    },
    // Inside the retry middleware (finalizeRequest, high priority), around the deserializer: once per attempt.
    { step: 'finalizeRequest', priority: 'low', name: 'meterThrottles', override: true },
  );
  return client;
}

const toMessages = (turns: readonly ChatTurn[], toolName: string | undefined): Message[] =>
  turns.map((turn): Message => {
    let block: ContentBlock;
    if ('toolUse' in turn) {
      block = {
        toolUse: { toolUseId: turn.toolUse.id, name: toolName ?? '', input: turn.toolUse.input as never },
      };
    } else if ('toolResult' in turn) {
      block = {
        toolResult: {
          toolUseId: turn.toolResult.id,
          content: [{ text: turn.toolResult.error }],
          status: 'error',
        },
      };
    } else {
      // Claude refuses an assistant prefill that ends in whitespace.
      block = { text: turn.role === 'assistant' ? turn.text.trimEnd() : turn.text };
    }
    return { role: turn.role, content: [block] };
  });

/** The Converse API (bedrock-runtime) as the port's transport; one SDK client per mode. */
export function bedrockTransport(options: BedrockTransportOptions): ModelTransport {
  const clients = new Map<CallMode, BedrockRuntimeClient>();
  const clientFor = (mode: CallMode) => {
    let client = clients.get(mode);
    if (!client) {
      client = meterThrottles(
        new BedrockRuntimeClient({ ...options.clientConfig, maxAttempts: bedrockAttempts[mode] }),
      );
      clients.set(mode, client);
    }
    return client;
  };

  return {
    provider: 'bedrock',
    models: options.models,
    // Claude continues an assistant prefill from its last word.
    prefill: true,
    async call(call: ModelCall): Promise<ModelReply> {
      const command = new ConverseCommand({
        modelId: options.models[call.model],
        system: [
          { text: call.system },
          ...(call.context ? [{ text: call.context }, { cachePoint: { type: 'default' as const } }] : []),
        ],
        messages: toMessages(call.turns, call.tool?.name),
        inferenceConfig: { maxTokens: call.maxTokens, temperature: options.temperature ?? 0.3 },
        ...(call.tool
          ? {
              toolConfig: {
                tools: (call.tools ?? [call.tool]).map((tool) => ({
                  toolSpec: {
                    name: tool.name,
                    description: tool.description,
                    inputSchema: { json: tool.schema as never },
                  },
                })),
                toolChoice: { tool: { name: call.tool.name } },
              },
            }
          : {}),
      });
      const response = await clientFor(call.mode)
        .send(command, call.signal ? { abortSignal: call.signal } : {})
        .catch((error: unknown) => {
          throw call.signal?.aborted ? timedOut() : error;
        });
      const blocks = response.output?.message?.content ?? [];
      const toolBlock = blocks.find((block) => block.toolUse?.name === call.tool?.name)?.toolUse;
      return {
        text: blocks.map((block) => block.text ?? '').join(''),
        ...(toolBlock ? { toolUse: { id: toolBlock.toolUseId ?? 'resultado', input: toolBlock.input } } : {}),
        truncated: response.stopReason === 'max_tokens',
        ...(response.usage
          ? {
              usage: {
                inputTokens: response.usage.inputTokens ?? 0,
                outputTokens: response.usage.outputTokens ?? 0,
                cacheReadTokens: response.usage.cacheReadInputTokens ?? 0,
                cacheWriteTokens: response.usage.cacheWriteInputTokens ?? 0,
              },
            }
          : {}),
      };
    },
  };
}

/** The task's deadline passed: reported as the model's timeout, which the routes and workflows already answer. */
function timedOut(): Error {
  // No `cause`: awsErrorName reads a cause's name first, and the SDK's AbortError would hide this one's.
  const error = new Error('O modelo não respondeu dentro do prazo da tarefa.');
  error.name = 'ModelTimeoutException';
  return error;
}
