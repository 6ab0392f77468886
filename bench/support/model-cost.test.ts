import { describe, expect, it } from 'vitest';
import { resultTool } from '../../functions/ai/provider/structured-output';
import { aiTaskNames, loadTask } from '../../functions/ai/tasks';
import {
  billRequests,
  journeyCalls,
  measureRequest,
  sampleOutput,
  sampleReply,
  TOOL_USE_SYSTEM_PROMPT_TOKENS,
  type ConverseBody,
  type ModelPrice,
  type RequestToPrice,
} from './model-cost';

const cachePoint = { cachePoint: { type: 'default' } };
const toolSpec = { name: 'registrar_resultado', description: 'd', inputSchema: { json: { type: 'object' } } };
const toolChars = JSON.stringify(toolSpec).length;

/** A dossier-like request: the tool, a shared context in system ending at a cachePoint, the section's ask. */
const section = (context: string, ask: string): ConverseBody => ({
  toolConfig: { tools: [{ toolSpec }], toolChoice: { tool: { name: 'registrar_resultado' } } },
  system: [{ text: context }, cachePoint, { text: 'Seção: ' }],
  messages: [{ role: 'user', content: [{ text: ask }] }],
});

describe('measureRequest: the prompt cut at its cache checkpoints', () => {
  it('without a cachePoint, nothing is cacheable', () => {
    const measured = measureRequest({
      system: [{ text: 'abc' }],
      messages: [{ role: 'user', content: [{ text: 'de' }] }],
    });
    expect(measured).toMatchObject({ inputChars: 5, prefixChars: 0, restChars: 5, toolUse: false });
    expect(measured.checkpoints).toEqual([]);
  });

  it('the prefix is everything before the last cachePoint, in the order tools, system, messages', () => {
    const measured = measureRequest(section('x'.repeat(100), 'y'.repeat(10)));
    expect(measured.toolUse).toBe(true);
    expect(measured.prefixChars).toBe(toolChars + 100);
    expect(measured.restChars).toBe('Seção: '.length + 10);
    expect(measured.inputChars).toBe(toolChars + 100 + 'Seção: '.length + 10);
  });

  it('finds cachePoints among the tools, in system and in a message, the last one cutting', () => {
    const measured = measureRequest({
      toolConfig: { tools: [{ toolSpec }, cachePoint] },
      system: [{ text: 'abc' }, cachePoint],
      messages: [
        { role: 'user', content: [{ text: 'history' }, cachePoint] },
        { role: 'user', content: [{ text: 'new' }] },
      ],
    });
    expect(measured.checkpoints.map((checkpoint) => checkpoint.chars)).toEqual([
      toolChars,
      toolChars + 3,
      toolChars + 10,
    ]);
    expect(measured.prefixChars).toBe(toolChars + 10);
    expect(measured.restChars).toBe(3);
  });

  it('the same bytes before a cachePoint give the same digest, other bytes another', () => {
    const [a, b, c] = [
      measureRequest(section('contexto', 'pergunta um')),
      measureRequest(section('contexto', 'outra pergunta')),
      measureRequest(section('contexto diferente', 'pergunta um')),
    ];
    expect(a.checkpoints[0]!.digest).toBe(b.checkpoints[0]!.digest);
    expect(a.checkpoints[0]!.digest).not.toBe(c.checkpoints[0]!.digest);
  });
});

/** Round numbers: $10 input, $20 cache write, $1 cache read, $50 output per million; 1,000-token minimum. */
const price: ModelPrice = {
  model: 'test-model',
  perMillionInputTokens: 10,
  perMillionOutputTokens: 50,
  perMillionCacheWriteTokens: 20,
  perMillionCacheReadTokens: 1,
  minCacheCheckpointTokens: 1000,
};
/** A request of `prefix` tokens up to a cachePoint and `rest` after it, without a tool (3.5 chars/token). */
const request = (prefix: number, rest: number, digest = 'p', burst = 'journey'): RequestToPrice => ({
  request: {
    inputChars: (prefix + rest) * 3.5,
    checkpoints: prefix ? [{ chars: prefix * 3.5, digest }] : [],
    prefixChars: prefix * 3.5,
    restChars: rest * 3.5,
    toolUse: false,
  },
  outputChars: 100 * 3.5,
  price,
  burst,
});

describe('billRequests: the prompt cache along the calls', () => {
  it('the first request writes its prefix, later ones with the same prefix read it', () => {
    const bills = billRequests([request(2000, 500), request(2000, 700), request(2000, 100)], true);
    expect(bills.map((bill) => [bill.inputTokens, bill.cacheWriteTokens, bill.cacheReadTokens])).toEqual([
      [500, 2000, 0],
      [700, 0, 2000],
      [100, 0, 2000],
    ]);
  });

  it('requests sent together (a Map’s areas) each write the prefix; one sent after the first ended reads it', () => {
    const at = (startedAt: number, endedAt: number) => ({ ...request(2000, 100), startedAt, endedAt });
    // The plan's areas side by side: all three started before any ended.
    const together = billRequests([at(0, 20), at(1, 21), at(2, 22)], true);
    expect(together.map((bill) => [bill.cacheWriteTokens, bill.cacheReadTokens])).toEqual([
      [2000, 0],
      [2000, 0],
      [2000, 0],
    ]);
    // The first area alone, then the others.
    const firstThenRest = billRequests([at(0, 20), at(21, 40), at(21, 41)], true);
    expect(firstThenRest.map((bill) => [bill.cacheWriteTokens, bill.cacheReadTokens])).toEqual([
      [2000, 0],
      [0, 2000],
      [0, 2000],
    ]);
  });

  it('prices each kind of token at its rate', () => {
    const [write, read] = billRequests([request(2000, 500), request(2000, 500)], true);
    // 500 × $10 + 2,000 × $20 + 100 × $50 per million; then 500 × $10 + 2,000 × $1 + 100 × $50.
    expect(write!.usd).toBeCloseTo((5000 + 40000 + 5000) / 1e6, 12);
    expect(read!.usd).toBeCloseTo((5000 + 2000 + 5000) / 1e6, 12);
  });

  it('without caching every input token is plain input', () => {
    const bills = billRequests([request(2000, 500), request(2000, 500)], false);
    for (const bill of bills) {
      expect(bill).toMatchObject({ inputTokens: 2500, cacheWriteTokens: 0, cacheReadTokens: 0 });
      expect(bill.usd).toBeCloseTo((25000 + 5000) / 1e6, 12);
    }
  });

  it('a prefix below the model’s minimum is not cached', () => {
    const bills = billRequests([request(900, 500), request(900, 500)], true);
    for (const bill of bills)
      expect(bill).toMatchObject({ inputTokens: 1400, cacheWriteTokens: 0, cacheReadTokens: 0 });
  });

  it('the tool-use system prompt counts toward the prefix and its minimum', () => {
    const withTool = (prefix: number): RequestToPrice => {
      const base = request(prefix, 100);
      return { ...base, request: { ...base.request, toolUse: true } };
    };
    const prefix = 1000 - TOOL_USE_SYSTEM_PROMPT_TOKENS + 1;
    const [first, second] = billRequests([withTool(prefix), withTool(prefix)], true);
    expect(first!.cacheWriteTokens).toBeCloseTo(1001, 9);
    expect(second!.cacheReadTokens).toBeCloseTo(1001, 9);
    expect(second!.inputTokens).toBeCloseTo(100, 9);
  });

  it('another prefix, another burst or another model does not read the cache', () => {
    const other = { ...price, model: 'other-model' };
    const bills = billRequests(
      [
        request(2000, 0),
        request(2000, 0, 'another prefix'),
        request(2000, 0, 'p', 'a later execution'),
        { ...request(2000, 0), price: other },
      ],
      true,
    );
    expect(bills.map((bill) => bill.cacheReadTokens)).toEqual([0, 0, 0, 0]);
    expect(bills.map((bill) => bill.cacheWriteTokens)).toEqual([2000, 2000, 2000, 2000]);
  });

  it('with several checkpoints, reads the longest cached prefix and writes up to the last', () => {
    const two = (shared: string, own: string): RequestToPrice => ({
      ...request(3000, 100),
      request: {
        inputChars: 3100 * 3.5,
        checkpoints: [
          { chars: 2000 * 3.5, digest: shared },
          { chars: 3000 * 3.5, digest: own },
        ],
        prefixChars: 3000 * 3.5,
        restChars: 100 * 3.5,
        toolUse: false,
      },
    });
    const [first, second] = billRequests([two('shared', 'a'), two('shared', 'b')], true);
    expect(first).toMatchObject({ cacheReadTokens: 0, cacheWriteTokens: 3000, inputTokens: 100 });
    expect(second).toMatchObject({ cacheReadTokens: 2000, cacheWriteTokens: 1000, inputTokens: 100 });
  });
});

describe('journeyCalls', () => {
  it('takes the first calls of each task the journey counts, in order, and names what is missing', () => {
    const calls = ['business-analysis', 'genius-reply', 'business-analysis', 'website-analysis'].map(
      (task, index) => ({ task, index }),
    );
    const { calls: taken, missing } = journeyCalls(calls, { 'business-analysis': 1, 'genius-reply': 2 });
    expect(taken.map((call) => call.index)).toEqual([0, 1]);
    expect(missing).toEqual(['genius-reply (1 of 2)']);
  });
});

describe('the schema-fill output estimate', () => {
  it('is a valid output of every structured task', async () => {
    for (const task of aiTaskNames) {
      const { schema } = await loadTask(task);
      expect(schema.safeParse(sampleOutput(resultTool(schema).schema)).success, task).toBe(true);
    }
  });

  it('writes the plan’s tasks as asked, and Genius’s words', async () => {
    const { schema } = await loadTask('action-plan-area');
    expect((sampleOutput(resultTool(schema).schema, 3) as { tasks: unknown[] }).tasks).toHaveLength(3);
    expect(sampleReply().split(' ')).toHaveLength(250);
  });
});
