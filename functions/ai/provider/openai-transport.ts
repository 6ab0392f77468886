import { isRetryableModelError } from '../errors';
import { log } from '../../platform/http/log';
import { countMetric } from '../../platform/http/metrics';
import type { CallMode, ChatTurn, ModelCall, ModelClass, ModelReply, ModelTransport } from './model-call';

export interface OpenAiTransportOptions {
  /** The API's base URL, e.g. http://127.0.0.1:11434/v1 (Ollama); `/chat/completions` is appended. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set (local servers need none). */
  apiKey?: string;
  models: Record<ModelClass, string>;
  temperature?: number;
  /**
   * A reasoning model (OPENAI_REASONING=1): the budget goes as `max_completion_tokens` and no
   * temperature is sent, which those models refuse. Without it the transport switches on its own the
   * first time the server refuses `max_tokens` or the temperature (400, `unsupported_parameter` or
   * `unsupported_value`), and sends the refused request again that way.
   */
  reasoning?: boolean;
  /** Pause before a request's retry when the server sends no Retry-After (tests shorten it). */
  retryDelayMs?: number;
  /** The longest Retry-After a request waits for; a longer one ends the call with the failure. */
  maxRetryAfterMs?: number;
  /** One attempt's limit, below the call's own deadline (the task's budget, which is what usually ends a slow reply). */
  attemptTimeoutMs?: number;
}

/** Attempts per mode, as Bedrock's: Step Functions' Retry owns a workflow's retries, a request retries once. */
export const openAiAttempts: Record<CallMode, number> = { workflow: 1, request: 2 };

const DEFAULT_RETRY_DELAY_MS = 500;
const DEFAULT_MAX_RETRY_AFTER_MS = 10_000;

/** The Chat Completions wire, as much of it as this transport sends and reads. */
interface WireToolCall {
  id?: string;
  type?: string;
  function?: { name?: string; arguments?: unknown };
}

type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

interface WireResponse {
  choices?: Array<{
    message?: { content?: string | null; tool_calls?: WireToolCall[] | null };
    finish_reason?: string | null;
  }>;
  /** `prompt_tokens` counts the cached ones too (`prompt_tokens_details.cached_tokens`). */
  usage?: {
    prompt_tokens?: number;
    completion_tokens?: number;
    prompt_tokens_details?: { cached_tokens?: number } | null;
  };
  error?: unknown;
}

const toMessages = (system: string, turns: readonly ChatTurn[], toolName: string | undefined) => [
  { role: 'system', content: system } satisfies WireMessage,
  ...turns.map((turn): WireMessage => {
    if ('toolUse' in turn) {
      return {
        role: 'assistant',
        content: '',
        tool_calls: [
          {
            id: turn.toolUse.id,
            type: 'function',
            function: { name: toolName ?? '', arguments: JSON.stringify(turn.toolUse.input) },
          },
        ],
      };
    }
    if ('toolResult' in turn) {
      return { role: 'tool', tool_call_id: turn.toolResult.id, content: turn.toolResult.error };
    }
    // The text continuation ends on the assistant's partial reply, as the Bedrock transport sends it.
    return turn.role === 'assistant'
      ? { role: 'assistant', content: turn.text.trimEnd() }
      : { role: 'user', content: turn.text };
  }),
];

/** An error named as the workflows' Retry and the routes expect (the AWS names), whatever the provider. */
function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** The AWS name of an HTTP failure of a Chat Completions endpoint. */
export function errorNameForStatus(status: number, code?: string): string {
  // OpenAI answers 429 for an exhausted quota too; waiting does not help there.
  if (status === 429)
    return code === 'insufficient_quota' ? 'ServiceQuotaExceededException' : 'ThrottlingException';
  if (status === 408) return 'ModelTimeoutException';
  if (status === 502 || status === 503 || status === 504) return 'ServiceUnavailableException';
  if (status >= 500) return 'InternalServerException';
  if (status === 401 || status === 403) return 'AccessDeniedException';
  return 'ValidationException';
}

/**
 * The message, code and parameter of an error body: OpenAI's `{error: {message, type, param, code}}`,
 * vLLM's `{message}`, Ollama's `{error: "…"}`.
 */
function readError(raw: string): { message: string; code?: string; param?: string } {
  try {
    const body = JSON.parse(raw) as { error?: unknown; message?: unknown };
    const error = body.error;
    if (typeof error === 'string') return { message: error };
    if (error && typeof error === 'object') {
      const { message, code, param } = error as { message?: unknown; code?: unknown; param?: unknown };
      return {
        message: typeof message === 'string' ? message : raw,
        ...(typeof code === 'string' ? { code } : {}),
        ...(typeof param === 'string' ? { param } : {}),
      };
    }
    if (typeof body.message === 'string') return { message: body.message };
  } catch {
    // not JSON: the raw text below
  }
  return { message: raw.slice(0, 300) || '(sem corpo)' };
}

/** Retry-After in milliseconds: OpenAI's `retry-after-ms`, else `retry-after` in seconds or as a date. */
function retryAfterMs(headers: Headers): number | undefined {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.has('retry-after-ms') && Number.isFinite(ms)) return Math.max(0, ms);
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number(value);
  if (value.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** The task's deadline passed: reported as the model's timeout, which the routes and workflows already answer. */
const deadlinePassed = () =>
  named('ModelTimeoutException', 'O modelo não respondeu dentro do prazo da tarefa.');

/**
 * A reasoning model refusing what a chat model is sent (OpenAI's documented 400): "Unsupported
 * parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."
 * (`unsupported_parameter`), or a temperature other than the default (`unsupported_value`).
 */
const REASONING_REFUSALS = new Set(['unsupported_parameter', 'unsupported_value']);
const refusesChatParameters = (status: number, error: { code?: string; param?: string }) =>
  status === 400 &&
  error.code !== undefined &&
  REASONING_REFUSALS.has(error.code) &&
  (error.param === 'max_tokens' || error.param === 'temperature');

/** Thrown by an attempt the server refused for a chat model's parameters: sent again as a reasoning model's. */
class ReasoningRefusal extends Error {
  override name = 'ValidationException';
}

/** Waits, unless the request's deadline passes first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(deadlinePassed());
    const onAbort = () => {
      clearTimeout(timer);
      reject(deadlinePassed());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function toReply(body: WireResponse): ModelReply {
  const choice = body.choices?.[0];
  if (!choice) {
    if (body.error !== undefined) {
      throw named('InternalServerException', readError(JSON.stringify(body)).message);
    }
    return { text: '', truncated: false };
  }
  const content = choice.message?.content ?? '';
  const call = choice.message?.tool_calls?.[0];
  const cached = body.usage?.prompt_tokens_details?.cached_tokens ?? 0;
  // As Bedrock reports them: the input billed at the full price apart from the cache's reads.
  const usage = body.usage
    ? {
        usage: {
          inputTokens: Math.max(0, (body.usage.prompt_tokens ?? 0) - cached),
          outputTokens: body.usage.completion_tokens ?? 0,
          ...(cached ? { cacheReadTokens: cached } : {}),
        },
      }
    : {};
  const truncated = choice.finish_reason === 'length';
  if (call?.function) {
    const id = call.id || 'call_resultado';
    const args = call.function.arguments;
    if (args !== null && typeof args === 'object') {
      return { text: content, toolUse: { id, input: args }, truncated, ...usage };
    }
    try {
      return {
        text: content,
        toolUse: { id, input: JSON.parse(String(args)) as unknown },
        truncated,
        ...usage,
      };
    } catch (error) {
      // Arguments that are not JSON are an invalid output: the flow repairs it, saying why.
      return {
        text: `${content}${String(args ?? '')}`,
        malformed: (error as Error).message,
        truncated,
        ...usage,
      };
    }
  }
  return { text: content, truncated, ...usage };
}

/**
 * Any OpenAI-compatible Chat Completions endpoint (Ollama, vLLM, LM Studio, hosted) as the port's
 * transport, over fetch. A structured task's tool goes as the one function in `tools`, forced by
 * `tool_choice`; its reply is the call's `arguments`. HTTP failures are thrown with the AWS names
 * (model-call.ts), retried as Bedrock's are: once in a request, never in a workflow.
 */
export function openAiTransport(options: OpenAiTransportOptions): ModelTransport {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
  };
  let reasoning = options.reasoning ?? false;

  const bodyOf = (call: ModelCall) =>
    JSON.stringify({
      model: options.models[call.model],
      // OpenAI-compatible servers cache a repeated prefix on their own: the context follows the system.
      messages: toMessages(
        call.context ? `${call.system}\n\n${call.context}` : call.system,
        call.turns,
        call.tool?.name,
      ),
      ...(reasoning
        ? { max_completion_tokens: call.maxTokens }
        : { max_tokens: call.maxTokens, temperature: options.temperature ?? 0.3 }),
      stream: false,
      ...(call.tool
        ? {
            tools: (call.tools ?? [call.tool]).map((tool) => ({
              type: 'function',
              function: { name: tool.name, description: tool.description, parameters: tool.schema },
            })),
            tool_choice: { type: 'function', function: { name: call.tool.name } },
          }
        : {}),
    });

  async function attempt(call: ModelCall): Promise<ModelReply> {
    const body = bodyOf(call);
    const timeout = options.attemptTimeoutMs ? AbortSignal.timeout(options.attemptTimeoutMs) : undefined;
    const signal =
      call.signal && timeout ? AbortSignal.any([call.signal, timeout]) : (call.signal ?? timeout);
    let response: Response;
    let raw: string;
    try {
      response = await fetch(url, { method: 'POST', headers, body, signal });
      raw = await response.text();
    } catch (error) {
      if (call.signal?.aborted) throw deadlinePassed();
      if (timeout?.aborted) {
        throw named('ModelTimeoutException', `O modelo não respondeu em ${options.attemptTimeoutMs} ms.`);
      }
      // Connection refused or reset: the server is not (yet) there.
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw named(
        'ServiceUnavailableException',
        `${url} não respondeu: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
      );
    }
    if (!response.ok) {
      const refused = readError(raw);
      const { message, code } = refused;
      if (!reasoning && refusesChatParameters(response.status, refused)) {
        throw new ReasoningRefusal(`HTTP ${response.status}: ${message}`);
      }
      const error = named(errorNameForStatus(response.status, code), `HTTP ${response.status}: ${message}`);
      const wait = retryAfterMs(response.headers);
      if (wait !== undefined) Object.assign(error, { retryAfterMs: wait });
      throw error;
    }
    let parsed: WireResponse;
    try {
      parsed = JSON.parse(raw) as WireResponse;
    } catch {
      throw named('InternalServerException', `a resposta de ${url} não é JSON: ${raw.slice(0, 200)}`);
    }
    return toReply(parsed);
  }

  return {
    provider: 'openai',
    models: options.models,
    // A trailing assistant message is answered from scratch, not continued.
    prefill: false,
    async call(call: ModelCall): Promise<ModelReply> {
      const attempts = openAiAttempts[call.mode];
      for (let done = 1; ; done += 1) {
        try {
          return await attempt(call);
        } catch (error) {
          // Refused before generating: the same request as a reasoning model's, from now on, not an attempt.
          if (error instanceof ReasoningRefusal) {
            reasoning = true;
            log(
              'warn',
              'the OpenAI-compatible model refused max_tokens or the temperature: sending max_completion_tokens and no temperature (set OPENAI_REASONING=1)',
              {
                reason: error.message,
              },
            );
            done -= 1;
            continue;
          }
          // Every throttled attempt, whatever the provider (the metric keeps its Bedrock name).
          if ((error as Error).name === 'ThrottlingException') countMetric('bedrockThrottles');
          if (done >= attempts || !isRetryableModelError(error)) throw error;
          const asked = (error as { retryAfterMs?: number }).retryAfterMs;
          if (asked !== undefined && asked > (options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS))
            throw error;
          const backoff = (options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS) * (0.5 + Math.random() / 2);
          await pause(asked ?? backoff, call.signal);
        }
      }
    },
  };
}
