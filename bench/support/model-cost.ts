import type { TokenPrices } from '../../infra/prices';
import { createHash, type Hash } from 'node:crypto';
import { sampleOf } from '../../functions/ai/testing/schema-sample';

/**
 * The pure part of the cost figure's model cost (bench/README.md, "Model cost"): a Converse request
 * body measured as the model bills it (its prompt split at its cache checkpoints), the schema-fill
 * estimate of an output, the prompt cache simulated along a sequence of requests, and the price.
 * bench/support/model-wire.ts makes the requests (the real Bedrock adapter against a stand-in).
 */

/** Approximate characters per token of Portuguese prompts and JSON (no Claude tokenizer offline). */
export const CHARS_PER_TOKEN = 3.5;

/**
 * Tokens Anthropic adds to a request with tools, as a system prompt that enables tool use, for
 * tool_choice `any` or a named tool (every structured task forces its tool) on the Claude 4 models:
 * Anthropic's "tool use pricing and tokens" docs (313; 346 for `auto`/`none`).
 */
export const TOOL_USE_SYSTEM_PROMPT_TOKENS = 313;

/**
 * What the schema-fill estimate writes, from what the prompts ask for (functions/ai/tasks/): a free-text
 * field is a paragraph, an item of a list a bullet, a name, level, period or who/where/when/how-much
 * a label; a list without bounds has 4 items (the prompts ask for "3 a 6", "até 5", "2 a 4"); the plan
 * has exactly the tasks asked per area; Genius answers "em até 250 palavras".
 */
export const OUTPUT_SIZES = {
  paragraph: 350,
  bullet: 120,
  label: 60,
  items: 4,
  geniusWords: 250,
} as const;

/** Fields the schemas leave free but the prompts mean as short labels (names, levels, periods, 5W2H). */
const LABEL_FIELDS = new Set([
  'nome',
  'nome_simbolico',
  'titulo_maturidade',
  'nivel',
  'nivel_de_maturidade',
  'perfil_predominante',
  'estagio_negocio',
  'fase',
  'prazo',
  'periodo',
  'classificacao',
  'canal',
  'papel',
  'tendencia',
  'curto',
  'medio',
  'longo',
  'title',
  'who',
  'where',
  'when',
  'howMuch',
]);

const filler =
  'O negócio tem uma base de clientes fiel e uma oferta clara, mas depende do fundador nas vendas e precisa registrar os números da operação para crescer com previsibilidade. ';

const text = (length: number) =>
  filler
    .repeat(Math.ceil(length / filler.length))
    .slice(0, length)
    .trim() || 'Texto';

/** The schema-fill estimate of a structured output: the tool's schema filled at OUTPUT_SIZES. */
export function sampleOutput(schema: Record<string, unknown>, itemsAsked?: number): unknown {
  return sampleOf(schema, {
    text: OUTPUT_SIZES.paragraph,
    item: OUTPUT_SIZES.bullet,
    items: itemsAsked ?? OUTPUT_SIZES.items,
    write: (path, length) => {
      const field = path.filter((part) => !/^\d+$/.test(part)).at(-1) ?? '';
      return text(LABEL_FIELDS.has(field) ? Math.min(length, OUTPUT_SIZES.label) : length);
    },
  });
}

/** Genius's reply: OUTPUT_SIZES.geniusWords words of Portuguese. */
export function sampleReply(): string {
  const words = filler.trim().split(/\s+/);
  return Array.from({ length: OUTPUT_SIZES.geniusWords }, (_, index) => words[index % words.length]).join(
    ' ',
  );
}

/** A Converse request body as received (only what the prompt is made of is read). */
export interface ConverseBody {
  system?: Array<Record<string, unknown>>;
  messages?: Array<{ role?: string; content?: Array<Record<string, unknown>> }>;
  toolConfig?: { tools?: Array<Record<string, unknown>>; toolChoice?: unknown };
}

/** A request measured: what the model reads, and where its cache checkpoints cut it. */
export interface MeasuredRequest {
  /** Characters of the prompt: tools as JSON, text blocks as their text, any other block as JSON. */
  inputChars: number;
  /**
   * Each `cachePoint` block, in Bedrock's cache order (toolConfig.tools, then system, then messages):
   * the characters before it and a digest of those blocks (equal digests = the same bytes).
   */
  checkpoints: Array<{ chars: number; digest: string }>;
  /** The cacheable prefix: the characters up to the last cachePoint (0 without one). */
  prefixChars: number;
  /** The rest: inputChars − prefixChars. */
  restChars: number;
  /** A tool was sent (the tool-use system prompt is added to the input). */
  toolUse: boolean;
}

const isCachePoint = (block: Record<string, unknown>) => 'cachePoint' in block;

/**
 * Measures a Converse request: its prompt in order (tools, system, messages: the order Bedrock's cache
 * reads a prompt in), cut at every `{ cachePoint: { type: 'default' } }` block wherever it is (in
 * `toolConfig.tools`, in `system`, or in a message's `content`). inferenceConfig and toolChoice are
 * parameters, not prompt text: not counted.
 */
export function measureRequest(body: ConverseBody): MeasuredRequest {
  const hash: Hash = createHash('sha256');
  const checkpoints: MeasuredRequest['checkpoints'] = [];
  let chars = 0;
  const read = (
    part: string,
    blocks: ReadonlyArray<Record<string, unknown>>,
    measure: (block: Record<string, unknown>) => string,
  ) => {
    hash.update(`\u0000${part}\u0000`);
    for (const block of blocks) {
      if (isCachePoint(block)) {
        checkpoints.push({ chars, digest: hash.copy().digest('hex') });
        continue;
      }
      const content = measure(block);
      chars += content.length;
      hash.update(content);
      hash.update('\u0000');
    }
  };
  const tools = body.toolConfig?.tools ?? [];
  read('tools', tools, (block) => JSON.stringify(block.toolSpec ?? block));
  const asText = (block: Record<string, unknown>) =>
    typeof block.text === 'string' && Object.keys(block).length === 1 ? block.text : JSON.stringify(block);
  read('system', body.system ?? [], asText);
  for (const message of body.messages ?? [])
    read(`message:${message.role ?? ''}`, message.content ?? [], asText);
  const prefixChars = checkpoints.at(-1)?.chars ?? 0;
  return {
    inputChars: chars,
    checkpoints,
    prefixChars,
    restChars: chars - prefixChars,
    toolUse: tools.length > 0,
  };
}

export const tokensOf = (chars: number) => chars / CHARS_PER_TOKEN;

/** A model's prices per million tokens and the shortest prefix a checkpoint caches (infra/prices.ts). */
export interface ModelPrice extends TokenPrices {
  minCacheCheckpointTokens: number;
}

/** One request to price, in the order the journey made them. */
export interface RequestToPrice {
  request: MeasuredRequest;
  outputChars: number;
  price: ModelPrice;
  /**
   * Requests that share a prompt cache (made within its 5-minute TTL of each other): the same
   * burst; a request of another burst never reads what this one wrote.
   */
  burst: string;
  /**
   * When it was sent and when its reply ended, if known: it reads only what requests that ended before
   * it was sent wrote (requests sent together each write their own). Unknown: in order, each after the last.
   */
  startedAt?: number;
  endedAt?: number;
}

/** What one request is billed for, in tokens and USD. */
export interface RequestBill {
  /** Input at the plain input price (everything not written to nor read from the cache). */
  inputTokens: number;
  cacheWriteTokens: number;
  cacheReadTokens: number;
  outputTokens: number;
  usd: number;
}

/**
 * Bills a sequence of requests, simulating the prompt cache when `caching`: a checkpoint caches its
 * prefix if the prefix has at least the model's minimum of tokens; a request reads the longest of its
 * prefixes already cached in its burst (same model, same bytes), writes the rest up to its last cached
 * checkpoint, and pays the plain input price for what follows. Without caching every input token is
 * plain input. A forced tool adds the tool-use system prompt at the start of the prompt.
 */
export function billRequests(requests: readonly RequestToPrice[], caching: boolean): RequestBill[] {
  // Per burst, each cached prefix and the time from which it can be read.
  const caches = new Map<string, Map<string, number>>();
  return requests.map(({ request, outputChars, price, burst, startedAt, endedAt }) => {
    const overhead = request.toolUse ? TOOL_USE_SYSTEM_PROMPT_TOKENS : 0;
    const total = overhead + tokensOf(request.inputChars);
    const outputTokens = tokensOf(outputChars);
    let read = 0;
    let written = 0;
    let cachedUpTo = 0;
    if (caching) {
      let cache = caches.get(burst);
      if (!cache) caches.set(burst, (cache = new Map()));
      const sent = startedAt ?? Number.POSITIVE_INFINITY;
      const readable = (key: string) => {
        const from = cache.get(key);
        return from !== undefined && from <= sent;
      };
      const effective = request.checkpoints
        .map((checkpoint) => ({
          tokens: overhead + tokensOf(checkpoint.chars),
          key: `${price.model}\u0000${checkpoint.digest}`,
        }))
        .filter((checkpoint) => checkpoint.tokens >= price.minCacheCheckpointTokens);
      const last = effective.at(-1);
      if (last) {
        const hit = effective.findLast((checkpoint) => readable(checkpoint.key));
        read = hit?.tokens ?? 0;
        written = last.tokens - read;
        cachedUpTo = last.tokens;
        const ready = endedAt ?? Number.NEGATIVE_INFINITY;
        for (const checkpoint of effective)
          cache.set(checkpoint.key, Math.min(cache.get(checkpoint.key) ?? Number.POSITIVE_INFINITY, ready));
      }
    }
    const plain = total - cachedUpTo;
    const usd =
      (plain * price.perMillionInputTokens +
        written * price.perMillionCacheWriteTokens +
        read * price.perMillionCacheReadTokens +
        outputTokens * price.perMillionOutputTokens) /
      1e6;
    return { inputTokens: plain, cacheWriteTokens: written, cacheReadTokens: read, outputTokens, usd };
  });
}

/** The sum of bills. */
export function totalOf(bills: readonly RequestBill[]): RequestBill {
  const sum = (pick: (bill: RequestBill) => number) => bills.reduce((total, bill) => total + pick(bill), 0);
  return {
    inputTokens: sum((bill) => bill.inputTokens),
    cacheWriteTokens: sum((bill) => bill.cacheWriteTokens),
    cacheReadTokens: sum((bill) => bill.cacheReadTokens),
    outputTokens: sum((bill) => bill.outputTokens),
    usd: sum((bill) => bill.usd),
  };
}

/**
 * "A journey": a new user's first pass. Each analysis once (founder; business; management: overview and
 * areas), the six dossier sections once, an action plan at the spec's defaults (Marketing, Vendas and
 * Gestão, 3 tasks each: three `action-plan-area` calls) and two messages to Genius (the second with the
 * first exchange as history). Model calls per task.
 */
export const JOURNEY_CALLS = {
  'founder-analysis': 1,
  'business-analysis': 1,
  'management-overview': 1,
  'management-areas': 1,
  'dossier-resumo-executivo': 1,
  'dossier-perfil-fundador': 1,
  'dossier-raio-x-negocio': 1,
  'dossier-analise-mercado': 1,
  'dossier-perfil-investidor': 1,
  'dossier-plano-estrategico': 1,
  'action-plan-area': 3,
  'genius-reply': 2,
} as const satisfies Record<string, number>;

/**
 * The journey's calls among a user's recorded calls: the first ones of each task, as many as
 * JOURNEY_CALLS says, in the order they were made; `missing` names what the recording lacks.
 */
export function journeyCalls<T extends { task: string }>(
  calls: readonly T[],
  journey: Readonly<Record<string, number>> = JOURNEY_CALLS,
): { calls: T[]; missing: string[] } {
  const taken = new Map<string, number>();
  const selected = calls.filter((call) => {
    const count = taken.get(call.task) ?? 0;
    if (count >= (journey[call.task] ?? 0)) return false;
    taken.set(call.task, count + 1);
    return true;
  });
  const missing = Object.entries(journey)
    .filter(([task, count]) => (taken.get(task) ?? 0) < count)
    .map(([task, count]) => `${task} (${taken.get(task) ?? 0} of ${count})`);
  return { calls: selected, missing };
}
