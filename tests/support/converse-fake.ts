import {
  forcedTool,
  standIn,
  startConverseStandIn,
  type ConverseStandIn,
  type ReceivedRequest,
} from '../../functions/ai/testing/converse-stand-in';
import { sampleOf } from '../../functions/ai/testing/schema-sample';

/**
 * A Converse-compatible fake model for a whole journey (npm start with MODEL_PROVIDER=bedrock and
 * BEDROCK_ENDPOINT pointing here): it answers any forced tool with a value of the tool's own schema
 * and any plain request with a short Portuguese text, and it misbehaves as a real model does, once
 * each: the first request of the journey is throttled, its second structured reply is cut at max_tokens, and the
 * first reply with an accented enum value sends it without its accent.
 */
export interface ConverseFake extends ConverseStandIn {
  stats: {
    requests: number;
    structured: number;
    /** Structured requests that carried toolConfig with a toolChoice forcing that tool. */
    forced: number;
    throttled: number;
    truncated: number;
    unaccented: number;
    text: number;
  };
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');

function withoutOneAccent(
  schema: Record<string, unknown>,
  value: unknown,
): { value: unknown; changed: boolean } {
  const enums = new Set<string>();
  JSON.stringify(schema, (key, node: unknown) => {
    if (key === 'enum' && Array.isArray(node))
      for (const item of node) if (typeof item === 'string') enums.add(item);
    return node;
  });
  let changed = false;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string' && !changed && enums.has(node) && stripAccents(node) !== node) {
      changed = true;
      return stripAccents(node).toLowerCase();
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return { value: walk(value), changed };
}

export async function startConverseFake(): Promise<ConverseFake> {
  const stand = await startConverseStandIn();
  const stats: ConverseFake['stats'] = {
    requests: 0,
    structured: 0,
    forced: 0,
    throttled: 0,
    truncated: 0,
    unaccented: 0,
    text: 0,
  };
  stand.fallback = ({ body }: ReceivedRequest) => {
    stats.requests += 1;
    const tool = forcedTool(body);
    // The start-up call (a tool named registrar_teste) is answered, not counted: the faults hit the journey.
    if (tool?.name === 'registrar_teste') return standIn.toolUse({ ok: true });
    if (stats.throttled === 0) {
      stats.throttled += 1;
      return standIn.error(429, 'ThrottlingException');
    }
    if (!tool) {
      stats.text += 1;
      return standIn.text(
        'Comece pelo que já está no plano: liste os próximos três passos desta tarefa, defina quem faz cada um e marque uma data para revisar o resultado com a equipe.',
      );
    }
    stats.structured += 1;
    if (body.toolConfig?.toolChoice?.tool?.name === tool.name) stats.forced += 1;
    const schema = tool.inputSchema.json;
    // As many list items as the prompt asks for ('exatamente 4 tarefas'), as a model would write.
    const asked = /exatamente (\d+) tarefa/.exec(JSON.stringify(body.messages))?.[1];
    const value = sampleOf(schema, { text: 240, item: 90, items: asked ? Number(asked) : 3 });
    if (stats.structured === 2 && stats.truncated === 0) {
      stats.truncated += 1;
      return standIn.toolUse({}, 'max_tokens');
    }
    if (stats.unaccented === 0) {
      const unaccented = withoutOneAccent(schema, value);
      if (unaccented.changed) {
        stats.unaccented += 1;
        return standIn.toolUse(unaccented.value);
      }
    }
    return standIn.toolUse(value);
  };
  return Object.assign(stand, { stats });
}
