import { text } from 'node:stream/consumers';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in of an OpenAI-compatible Chat Completions endpoint on 127.0.0.1 (POST /v1/chat/completions),
 * answering from a script, recording what it received. Shapes follow OpenAI's API reference (the
 * `chat.completion` object: `choices[0].message` with `content` and `tool_calls`, `finish_reason`,
 * `usage`; errors as `{ error: { message, type, code } }`), which Ollama and vLLM serve too.
 */
export interface OpenAiStandInReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Answer after this many milliseconds. */
  delayMs?: number;
}

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: ChatToolCall[];
  tool_call_id?: string;
}

export interface ChatRequestBody {
  model: string;
  messages: ChatMessage[];
  max_tokens?: number;
  max_completion_tokens?: number;
  temperature?: number;
  stream?: boolean;
  tools?: {
    type: 'function';
    function: { name: string; description?: string; parameters: Record<string, unknown> };
  }[];
  tool_choice?: unknown;
}

export interface ReceivedChatRequest {
  path: string;
  authorization: string | undefined;
  body: ChatRequestBody;
}

const usage = { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 };

const completion = (message: Record<string, unknown>, finishReason: string): OpenAiStandInReply => ({
  status: 200,
  body: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'stand-in',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finishReason }],
    usage,
  },
});

/**
 * The refusals of a reasoning model (o-series, GPT-5…) sent a chat model's parameters, as OpenAI
 * documents and answers them (400, `invalid_request_error`).
 */
const refusals = {
  max_tokens: {
    message:
      "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
    code: 'unsupported_parameter',
  },
  temperature: {
    message:
      "Unsupported value: 'temperature' does not support 0.3 with this model. Only the default (1) value is supported.",
    code: 'unsupported_value',
  },
} as const;

export const openAiReply = {
  /** The forced function called with these arguments (serialised, as the API sends them). */
  toolCall: (input: unknown, finishReason = 'tool_calls'): OpenAiStandInReply =>
    openAiReply.rawToolCall(JSON.stringify(input), finishReason),
  /** A function call whose `arguments` string is sent as it is (e.g. not JSON). */
  rawToolCall: (args: string, finishReason = 'tool_calls'): OpenAiStandInReply =>
    completion(
      {
        content: null,
        tool_calls: [
          { id: 'call_1', type: 'function', function: { name: 'registrar_resultado', arguments: args } },
        ],
      },
      finishReason,
    ),
  text: (content: string, finishReason = 'stop'): OpenAiStandInReply => completion({ content }, finishReason),
  /** A reply's usage with `cached` of its prompt tokens read from the server's prompt cache. */
  withCachedTokens: (
    reply: OpenAiStandInReply,
    promptTokens: number,
    cached: number,
  ): OpenAiStandInReply => ({
    ...reply,
    body: {
      ...(reply.body as object),
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: 80,
        total_tokens: promptTokens + 80,
        prompt_tokens_details: { cached_tokens: cached, audio_tokens: 0 },
        completion_tokens_details: { reasoning_tokens: 0 },
      },
    },
  }),
  /** A reasoning model refusing `max_tokens` or a temperature other than its default. */
  refusal: (param: keyof typeof refusals): OpenAiStandInReply => ({
    status: 400,
    body: { error: { ...refusals[param], type: 'invalid_request_error', param } },
  }),
  error: (
    status: number,
    message = 'from the stand-in',
    headers?: Record<string, string>,
  ): OpenAiStandInReply => ({
    status,
    body: { error: { message, type: 'stand_in_error', param: null, code: null } },
    ...(headers ? { headers } : {}),
  }),
};

export interface OpenAiStandIn {
  /** The base URL to configure (…/v1). */
  baseUrl: string;
  received: ReceivedChatRequest[];
  /** Replies to send, in order; an empty script answers 500. */
  script: OpenAiStandInReply[];
  /** Answers a request the script does not cover. */
  fallback?: (request: ReceivedChatRequest) => OpenAiStandInReply;
  close(): Promise<void>;
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const state: Omit<OpenAiStandIn, 'baseUrl' | 'close'> = { received: [], script: [] };
  const server: Server = createServer((request, response) => {
    void text(request).then((raw) => {
      const received: ReceivedChatRequest = {
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(raw) as ChatRequestBody,
      };
      state.received.push(received);
      const reply =
        state.script.shift() ?? state.fallback?.(received) ?? openAiReply.error(500, 'script exhausted');
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        response.end(JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return Object.assign(state, {
    baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
