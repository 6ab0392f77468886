import { extractJson } from '../json-extract';
import type { ModelClass, ModelTransport, ToolSpec } from './model-call';

/** The result of one minimal structured call: the start-up call of `npm start` and `npm run smoke:model`. */
export interface ModelProbe {
  ok: boolean;
  provider: ModelTransport['provider'];
  modelClass: ModelClass;
  model: string;
  latencyMs: number;
  usage?: { inputTokens: number; outputTokens: number };
  /** How it passed, or why it failed (the error's name and message). */
  detail: string;
}

const PROBE_TOOL: ToolSpec = {
  name: 'registrar_teste',
  description: 'Registra o resultado do teste de conexão.',
  schema: {
    type: 'object',
    properties: { ok: { type: 'boolean', description: 'Sempre true.' } },
    required: ['ok'],
    additionalProperties: false,
  },
};

/** Room for a thinking model's preamble; the answer itself is a few tokens. */
const PROBE_MAX_TOKENS = 512;
const DEFAULT_PROBE_TIMEOUT_MS = 60_000;

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * One tiny structured call through a transport, independent of every task: a forced tool `{ ok: boolean }`.
 * It passes when the reply carries `ok: true`, through the tool or (as the flow accepts) as JSON text.
 * Never throws: a failure is a result with its reason.
 */
export async function probeTransport(
  transport: ModelTransport,
  modelClass: ModelClass = 'heavy',
  options: { timeoutMs?: number } = {},
): Promise<ModelProbe> {
  const model = transport.models[modelClass];
  const started = performance.now();
  const result = (ok: boolean, detail: string, usage?: ModelProbe['usage']): ModelProbe => ({
    ok,
    provider: transport.provider,
    modelClass,
    model,
    latencyMs: Math.round(performance.now() - started),
    ...(usage ? { usage } : {}),
    detail,
  });
  try {
    const reply = await transport.call({
      model: modelClass,
      mode: 'request',
      system: 'Você verifica a conexão com o modelo. Responda somente chamando a ferramenta.',
      turns: [{ role: 'user', text: 'Teste de conexão: chame a ferramenta registrar_teste com ok = true.' }],
      maxTokens: PROBE_MAX_TOKENS,
      tool: PROBE_TOOL,
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS),
    });
    const candidate = reply.toolUse ? reply.toolUse.input : extractJson(reply.text);
    const passed =
      typeof candidate === 'object' && candidate !== null && (candidate as { ok?: unknown }).ok === true;
    if (passed) {
      return result(
        true,
        reply.toolUse
          ? 'structured reply through the tool'
          : 'structured reply as JSON text (the tool was not used)',
        reply.usage,
      );
    }
    const seen = reply.toolUse ? JSON.stringify(reply.toolUse.input) : reply.text;
    return result(
      false,
      reply.truncated
        ? `the reply was cut at ${PROBE_MAX_TOKENS} tokens`
        : `unexpected reply: ${seen.slice(0, 200) || '(empty)'}`,
      reply.usage,
    );
  } catch (error) {
    return result(false, describe(error));
  }
}
