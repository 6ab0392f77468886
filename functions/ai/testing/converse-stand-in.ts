import { text } from 'node:stream/consumers';
import { createServer, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in of Bedrock's Converse endpoint on 127.0.0.1 (POST /model/{modelId}/converse), answering
 * from a script, recording what it received. HTTP/2 in clear text, which the Bedrock runtime client
 * speaks when given the endpoint. Reply and error shapes follow the Converse API reference: the body
 * `{ output: { message }, stopReason, usage, metrics }`, errors by `x-amzn-errortype` and status.
 */
export interface StandInReply {
  status: number;
  body: unknown;
  errorType?: string;
}

export interface ConverseRequestBody {
  /** Text blocks, and a cache point after the context a group of requests shares. */
  system?: ({ text: string } | { cachePoint: { type: string } })[];
  messages: { role: string; content: Record<string, unknown>[] }[];
  inferenceConfig?: { maxTokens?: number; temperature?: number };
  toolConfig?: {
    tools: {
      toolSpec: { name: string; description?: string; inputSchema: { json: Record<string, unknown> } };
    }[];
    toolChoice?: { tool?: { name: string } };
  };
}

export interface ReceivedRequest {
  path: string;
  /** The SigV4 Authorization header (its Credential names the access key that signed). */
  authorization?: string;
  body: ConverseRequestBody;
}

/**
 * The tool a request forces (its toolChoice), else its first: the dossier's requests carry all six
 * section tools and force their own. A cache point may stand among the tools.
 */
export function forcedTool(body: ConverseRequestBody) {
  const specs = (body.toolConfig?.tools ?? []).flatMap((entry) =>
    'toolSpec' in entry ? [entry.toolSpec] : [],
  );
  const forced = body.toolConfig?.toolChoice?.tool?.name;
  return specs.find((spec) => spec.name === forced) ?? specs[0];
}

const usage = { inputTokens: 120, outputTokens: 80, totalTokens: 200 };

export const standIn = {
  toolUse: (input: unknown, stopReason = 'tool_use'): StandInReply => ({
    status: 200,
    body: {
      output: {
        message: {
          role: 'assistant',
          content: [{ toolUse: { toolUseId: 'tooluse_1', name: 'registrar_resultado', input } }],
        },
      },
      stopReason,
      usage,
      metrics: { latencyMs: 5 },
    },
  }),
  text: (text: string, stopReason = 'end_turn'): StandInReply => ({
    status: 200,
    body: {
      output: { message: { role: 'assistant', content: [{ text }] } },
      stopReason,
      usage,
      metrics: { latencyMs: 5 },
    },
  }),
  error: (status: number, errorType: string): StandInReply => ({
    status,
    errorType,
    body: { message: `${errorType} from the stand-in` },
  }),
};

export interface ConverseStandIn {
  endpoint: string;
  received: ReceivedRequest[];
  /** Replies to send, in order; an empty script answers InternalServerException. */
  script: StandInReply[];
  /** Answers a request the script does not cover (the journey's fake generates from the request). */
  fallback?: (request: ReceivedRequest) => StandInReply;
  close(): Promise<void>;
}

export async function startConverseStandIn(): Promise<ConverseStandIn> {
  const state: Omit<ConverseStandIn, 'endpoint' | 'close'> = { received: [], script: [] };
  const server: Http2Server = createServer((request, response) => {
    void text(request).then((raw) => {
      const received: ReceivedRequest = {
        path: decodeURIComponent(request.url ?? ''),
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
        body: JSON.parse(raw) as ConverseRequestBody,
      };
      state.received.push(received);
      const reply =
        state.script.shift() ?? state.fallback?.(received) ?? standIn.error(500, 'InternalServerException');
      // A model forced to a tool answers with that tool's name.
      const forced = received.body.toolConfig?.toolChoice?.tool?.name;
      const content = (
        reply.body as { output?: { message?: { content?: { toolUse?: { name: string } }[] } } }
      ).output?.message?.content;
      for (const block of content ?? []) if (forced && block.toolUse) block.toolUse.name = forced;
      response.statusCode = reply.status;
      response.setHeader('content-type', 'application/json');
      if (reply.errorType) response.setHeader('x-amzn-errortype', reply.errorType);
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    endpoint,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
