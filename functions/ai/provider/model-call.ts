/**
 * What the generation flow (generate-task.ts) asks of a provider, in no provider's wire format: the
 * Bedrock and OpenAI-compatible transports translate it to theirs and back.
 */

/** Which of the two configured models a task uses: heavy (analyses, dossier) or light. */
export type ModelClass = 'heavy' | 'light';

/**
 * Where a task runs, which decides who retries: a workflow step (Step Functions' Retry owns the
 * retries; the client makes one attempt) or a request (a short client retry inside the route's deadline).
 */
export type CallMode = 'workflow' | 'request';

/** The one tool a structured task forces: its output schema as JSON Schema. */
export interface ToolSpec {
  name: string;
  description: string;
  schema: Record<string, unknown>;
}

/** A turn of the conversation sent to the model. */
export type ChatTurn =
  | { role: 'user'; text: string }
  | { role: 'assistant'; text: string }
  | { role: 'assistant'; toolUse: { id: string; input: unknown } }
  | { role: 'user'; toolResult: { id: string; error: string } };

export interface ModelCall {
  model: ModelClass;
  mode: CallMode;
  system: string;
  /**
   * Context shared by a group of requests (the dossier's six sections, one Genius conversation): sent
   * after `system` and marked as a cache point, so the tools, the system and it are one cacheable prefix.
   */
  context?: string;
  turns: ChatTurn[];
  maxTokens: number;
  /** Set for a structured task: the reply must be this tool's input. */
  tool?: ToolSpec;
  /**
   * Every tool the request carries, in a fixed order, `tool` among them (default: `tool` alone):
   * requests sharing a cached prefix must carry identical tools, the tool choice picking their own.
   */
  tools?: ToolSpec[];
  /** Aborts the call: the task's deadline (its catalogue budget). */
  signal?: AbortSignal;
}

export interface ModelReply {
  /** The reply's text blocks, joined ('' when the model only called the tool). */
  text: string;
  /** The forced tool's input, when the model called it. */
  toolUse?: { id: string; input: unknown };
  /** The reply was cut by the output budget (Converse stopReason max_tokens, OpenAI finish_reason length). */
  truncated: boolean;
  /**
   * The model called the tool with arguments that are not JSON (an OpenAI-compatible server sends them
   * as a string): `text` then holds them, and `malformed` what the parser said.
   */
  malformed?: string;
  /** Tokens billed: input (not cached), output, and the prompt cache's reads and writes when reported. */
  usage?: { inputTokens: number; outputTokens: number; cacheReadTokens?: number; cacheWriteTokens?: number };
}

/**
 * A provider's side of the port. A failure is thrown with the AWS error name the workflows' Retry
 * matches (ThrottlingException, ModelTimeoutException, ServiceUnavailableException…), whatever the
 * provider, so the same workflows run on every provider.
 */
export interface ModelTransport {
  readonly provider: 'bedrock' | 'openai';
  /** The model id each class resolves to (for the health report and the logs). */
  readonly models: Record<ModelClass, string>;
  /**
   * The provider continues a reply from an assistant prefill (Claude on Bedrock does). An
   * OpenAI-compatible server answers a trailing assistant message from scratch instead, so a cut text
   * reply is asked again with a larger budget there.
   */
  readonly prefill: boolean;
  call(call: ModelCall): Promise<ModelReply>;
}
