import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessAnalysisSchema } from '../contracts/analysis-data/business-analysis';
import { modelPortMessages } from '../contracts/messages/model-port';
import { DomainError } from '../domain/errors';
import { ConfigError } from '../platform/config/runtime';
import { InvalidModelOutputError, reachedModel } from './errors';
import { openAiModelPort, type OpenAiModelPortOptions } from './openai-adapter';
import { errorNameForStatus } from './provider/openai-transport';
import { RESULT_TOOL_NAME } from './provider/structured-output';
import { modelRequestFailure } from './request-failure';
import {
  businessInput as input,
  captureMetrics,
  managementInput,
  overviewWithUnaccentedEnum,
  validBusinessAnalysis as valid,
} from './testing/adapter-harness';
import { openAiReply as reply, startOpenAiStandIn, type OpenAiStandIn } from './testing/openai-stand-in';
import { geniusInputFor } from './testing/plan-fixtures';

let stand: OpenAiStandIn;
beforeAll(async () => {
  stand = await startOpenAiStandIn();
});
afterAll(() => stand.close());

const metrics = captureMetrics();
beforeEach(() => {
  stand.script = [];
  stand.received.length = 0;
  delete stand.fallback;
});

const HEAVY = 'qwen-heavy';
const LIGHT = 'qwen-light';

// Every structured request (the heavy model's, here) carries one function and forces it.
afterEach(() => {
  for (const { body } of stand.received.filter((request) => request.body.model === HEAVY)) {
    const name = body.tools?.[0]?.function.name;
    expect([RESULT_TOOL_NAME, 'registrar_teste']).toContain(name);
    expect(body.tools).toEqual([
      {
        type: 'function',
        function: { name, description: expect.any(String), parameters: expect.any(Object) },
      },
    ]);
    expect(body.tool_choice).toEqual({ type: 'function', function: { name } });
  }
});

const port = (options: OpenAiModelPortOptions = {}) =>
  openAiModelPort({
    baseUrl: stand.baseUrl,
    apiKey: 'sk-test',
    models: { heavy: HEAVY, light: LIGHT },
    followUpDelaysMs: [0, 0],
    retryDelayMs: 0,
    ...options,
  });
const calls = () => stand.received.length;
const failureOf = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

describe('OpenAI-compatible adapter: structured output through a forced function', () => {
  it('sends the system prompt, the prompt and one forced function whose parameters are the output schema', async () => {
    stand.script = [reply.toolCall(await valid())];
    const output = await port().generate('business-analysis', input);
    expect(businessAnalysisSchema.safeParse(output).success).toBe(true);
    expect(calls()).toBe(1);
    const { path, authorization, body } = stand.received[0]!;
    expect(path).toBe('/v1/chat/completions');
    expect(authorization).toBe('Bearer sk-test');
    expect(body).toMatchObject({ model: HEAVY, max_tokens: 8192, stream: false });
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(body.messages[0]!.content).toContain('consultor de estratégia');
    expect(body.messages[1]!.content).toContain('Clínica Digital Odonto');
    const schema = body.tools![0]!.function.parameters;
    expect(schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['pontos_fortes']) });
    expect(JSON.stringify(schema)).not.toContain('generatedLocally');
  });

  it('sends no Authorization header without a key (a local server)', async () => {
    stand.script = [reply.toolCall(await valid())];
    await port({ apiKey: '' }).generate('business-analysis', input);
    expect(stand.received[0]!.authorization).toBeUndefined();
  });

  it('accepts the JSON of a text reply when the model did not call the function', async () => {
    stand.script = [reply.text(`Segue:\n\`\`\`json\n${JSON.stringify(await valid())}\n\`\`\``)];
    await expect(port().generate('business-analysis', input)).resolves.toMatchObject({
      pontos_fortes: expect.any(Array),
    });
    expect(calls()).toBe(1);
  });

  it('repairs a text reply without JSON once, forcing the function again', async () => {
    stand.script = [reply.text('Não sei responder.'), reply.toolCall(await valid())];
    await port().generate('business-analysis', input);
    expect(calls()).toBe(2);
    const repair = stand.received[1]!.body.messages;
    expect(repair.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(repair[2]!.content).toBe('Não sei responder.');
    expect(repair[3]!.content).toContain('registrar_resultado');
  });

  it('repairs arguments that are not JSON as a text reply', async () => {
    stand.script = [reply.rawToolCall('{"resumo_executivo": "cortado'), reply.toolCall(await valid())];
    await port().generate('business-analysis', input);
    expect(calls()).toBe(2);
    const repair = stand.received[1]!.body.messages;
    expect(repair.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(repair[2]!.content).toContain('"resumo_executivo": "cortado');
  });

  it('normalises an enum written without its accent or case', async () => {
    stand.script = [reply.toolCall(await overviewWithUnaccentedEnum())];
    const output = await port().generate('management-overview', managementInput);
    expect(output.alavancas_crescimento?.[0]?.potencial).toBe('médio');
    expect(calls()).toBe(1);
  });

  it('sends a missing field back as the tool message of the call, once', async () => {
    const { pontos_fortes: _missing, ...incomplete } = await valid();
    stand.script = [reply.toolCall(incomplete), reply.toolCall(await valid())];
    await port().generate('business-analysis', input);
    expect(calls()).toBe(2);
    const [, , assistant, tool] = stand.received[1]!.body.messages;
    expect(assistant).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: RESULT_TOOL_NAME } }],
    });
    expect(JSON.parse(assistant!.tool_calls![0]!.function.arguments)).toEqual(incomplete);
    expect(tool).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(tool!.content).toContain('pontos_fortes');
  });

  it('ends with the invalid-output message when the repair is invalid too', async () => {
    stand.script = [reply.toolCall({ resumo_executivo: 'só isto' }), reply.toolCall({ ainda: 'errado' })];
    await expect(port().generate('business-analysis', input)).rejects.toThrow(
      modelPortMessages.invalidOutput,
    );
    expect(calls()).toBe(2);
  });
});

describe('OpenAI-compatible adapter: replies cut at the output budget', () => {
  it('asks again once with twice the budget after finish_reason length', async () => {
    stand.script = [
      reply.rawToolCall('{"resumo_executivo": "cortad', 'length'),
      reply.toolCall(await valid()),
    ];
    await port().generate('business-analysis', input);
    expect(stand.received.map((request) => request.body.max_tokens)).toEqual([8192, 16384]);
    // A new request, not a repair of the cut reply.
    expect(stand.received[1]!.body.messages).toHaveLength(2);
  });

  it('gives up with the real reason after length twice', async () => {
    stand.script = [reply.rawToolCall('{', 'length'), reply.rawToolCall('{', 'length')];
    const failure = await failureOf(port().generate('business-analysis', input));
    expect(failure).toBeInstanceOf(InvalidModelOutputError);
    expect((failure as InvalidModelOutputError).issues.join()).toContain('16384 tokens');
    expect(calls()).toBe(2);
  });

  it('keeps within a smaller model ceiling (OPENAI_MAX_OUTPUT_TOKENS)', async () => {
    stand.script = [reply.rawToolCall('{', 'length')];
    const failure = await failureOf(port({ outputCeiling: 4096 }).generate('business-analysis', input));
    expect((failure as InvalidModelOutputError).issues.join()).toContain('4096 tokens');
    expect(stand.received.map((request) => request.body.max_tokens)).toEqual([4096]);
  });
});

describe('OpenAI-compatible adapter: HTTP failures under the AWS names, one retry layer per failure', () => {
  it.each([
    [429, 'ThrottlingException'],
    [408, 'ModelTimeoutException'],
    [502, 'ServiceUnavailableException'],
    [503, 'ServiceUnavailableException'],
    [504, 'ServiceUnavailableException'],
    [500, 'InternalServerException'],
    [400, 'ValidationException'],
    [404, 'ValidationException'],
    [422, 'ValidationException'],
    [401, 'AccessDeniedException'],
    [403, 'AccessDeniedException'],
  ])(
    'in a workflow, HTTP %i is thrown as %s after one attempt (Step Functions retries)',
    async (status, name) => {
      stand.script = [reply.error(status), reply.toolCall(await valid())];
      const failure = await failureOf(port().generate('business-analysis', input));
      expect(failure).toMatchObject({
        name,
        message: expect.stringContaining(`HTTP ${status}: from the stand-in`),
      });
      expect(calls()).toBe(1);
    },
  );

  it('names an exhausted quota apart from a throttle (waiting does not help)', () => {
    expect(errorNameForStatus(429, 'insufficient_quota')).toBe('ServiceQuotaExceededException');
    expect(errorNameForStatus(429, 'rate_limit_exceeded')).toBe('ThrottlingException');
  });

  it('meters a throttled attempt', async () => {
    stand.script = [reply.error(429)];
    await expect(port().generate('business-analysis', input)).rejects.toMatchObject({
      name: 'ThrottlingException',
    });
    expect(metrics.throttles()).toBe(1);
  });

  it('a server that is not there is ServiceUnavailableException', async () => {
    const gone = await startOpenAiStandIn();
    await gone.close();
    const failure = await failureOf(port({ baseUrl: gone.baseUrl }).generate('business-analysis', input));
    expect(failure).toMatchObject({ name: 'ServiceUnavailableException' });
  });

  it('an attempt past its own limit is ModelTimeoutException', async () => {
    stand.fallback = () => ({ ...reply.text('tarde demais'), delayMs: 500 });
    const failure = await failureOf(port({ attemptTimeoutMs: 50 }).generate('business-analysis', input));
    expect(failure).toMatchObject({ name: 'ModelTimeoutException' });
    expect(calls()).toBe(1);
  });

  it('in a request, a throttle is retried once and metered', async () => {
    stand.script = [reply.error(429), reply.text('Comece pela lista de clientes.')];
    const output = await port().generate('genius-reply', await geniusInputFor('Por onde começo?'));
    expect(output.reply).toBe('Comece pela lista de clientes.');
    expect(calls()).toBe(2);
    expect(metrics.throttles()).toBe(1);
  });

  it('in a request, a throttle on every attempt ends after two, each metered', async () => {
    stand.script = [reply.error(429), reply.error(429)];
    const failure = port().generate('genius-reply', await geniusInputFor('Por onde começo?'));
    await expect(failure).rejects.toMatchObject({ name: 'ThrottlingException' });
    expect(calls()).toBe(2);
    expect(metrics.throttles()).toBe(2);
  });

  it('in a request, a 503 is retried once', async () => {
    stand.script = [reply.error(503), reply.text('Certo.')];
    await expect(port().generate('genius-reply', await geniusInputFor('Oi'))).resolves.toEqual({
      reply: 'Certo.',
    });
    expect(calls()).toBe(2);
  });

  it('in a request, a 400 is not retried', async () => {
    stand.script = [reply.error(400), reply.text('não deveria chegar aqui')];
    const failure = port().generate('genius-reply', await geniusInputFor('Por onde começo?'));
    await expect(failure).rejects.toMatchObject({ name: 'ValidationException' });
    expect(calls()).toBe(1);
  });

  it('in a request, a 401 is not retried', async () => {
    stand.script = [reply.error(401), reply.text('não deveria chegar aqui')];
    const failure = port().generate('genius-reply', await geniusInputFor('Oi'));
    await expect(failure).rejects.toMatchObject({ name: 'AccessDeniedException' });
    expect(calls()).toBe(1);
  });

  it('in a request, Retry-After is honoured', async () => {
    stand.script = [reply.error(429, 'devagar', { 'retry-after-ms': '150' }), reply.text('Certo.')];
    const started = performance.now();
    await port({ retryDelayMs: 10_000 }).generate('genius-reply', await geniusInputFor('Oi'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(calls()).toBe(2);
  });

  it('in a request, a Retry-After longer than the wait allowed ends the call', async () => {
    stand.script = [
      reply.error(429, 'devagar', { 'retry-after': '60' }),
      reply.text('não deveria chegar aqui'),
    ];
    const failure = port().generate('genius-reply', await geniusInputFor('Oi'));
    await expect(failure).rejects.toMatchObject({ name: 'ThrottlingException' });
    expect(calls()).toBe(1);
  });

  it('a throttled repair is retried here, never by re-running the paid first call', async () => {
    stand.script = [
      reply.toolCall({ resumo_executivo: 'só isto' }),
      reply.error(429),
      reply.toolCall(await valid()),
    ];
    await expect(port().generate('business-analysis', input)).resolves.toMatchObject({
      pontos_fortes: expect.any(Array),
    });
    expect(calls()).toBe(3);
    expect(stand.received[2]!.body.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
    ]);
    expect(metrics.throttles()).toBe(1);
  });

  it('a repair throttled on every try ends as invalid output with the reason, not as a retryable error', async () => {
    stand.script = [
      reply.toolCall({ resumo_executivo: 'só isto' }),
      reply.error(429),
      reply.error(429),
      reply.error(429),
    ];
    const failure = await failureOf(port().generate('business-analysis', input));
    expect(failure).toBeInstanceOf(InvalidModelOutputError);
    expect((failure as InvalidModelOutputError).issues.join()).toContain('reparo: ThrottlingException');
    expect(calls()).toBe(4);
  });

  it('a request past its deadline ends as ModelTimeoutException', async () => {
    stand.fallback = () => ({ ...reply.text('tarde demais'), delayMs: 300 });
    const failure = await failureOf(
      port({ requestDeadlineMs: 20 }).generate('genius-reply', await geniusInputFor('Oi')),
    );
    expect(failure).toMatchObject({ name: 'ModelTimeoutException' });
    // …which the routes answer with their own text (no foreign error name in its cause).
    expect(modelRequestFailure(failure, { invalid: 'inválida', unavailable: 'indisponível' })).toBeInstanceOf(
      DomainError,
    );
  });
});

describe('OpenAI-compatible adapter: what its failures say about reaching the model (reachedModel)', () => {
  it.each([
    [429, false],
    [401, false],
    [403, false],
    [400, false],
    [503, false],
    [408, true],
    [500, true],
  ])('HTTP %i: reached %s', async (status, reached) => {
    stand.script = [reply.error(status)];
    const failure = await failureOf(port().generate('business-analysis', input));
    expect(failure).toMatchObject({ name: errorNameForStatus(status) });
    expect(reachedModel(failure)).toBe(reached);
  });

  it('a server that is not there: not reached; an attempt past its limit: reached', async () => {
    const gone = await startOpenAiStandIn();
    await gone.close();
    expect(
      reachedModel(await failureOf(port({ baseUrl: gone.baseUrl }).generate('business-analysis', input))),
    ).toBe(false);
    stand.fallback = () => ({ ...reply.text('tarde demais'), delayMs: 500 });
    expect(
      reachedModel(await failureOf(port({ attemptTimeoutMs: 50 }).generate('business-analysis', input))),
    ).toBe(true);
  });
});

describe('OpenAI-compatible adapter: Genius answers in plain text', () => {
  it('uses the light model without tools, and continues a reply cut at the budget', async () => {
    stand.script = [
      reply.text('Primeiro, liste os dez clientes ', 'length'),
      reply.text('mais recentes e ligue para eles.'),
    ];
    const output = await port().generate('genius-reply', await geniusInputFor('Como faço?'));
    expect(output.reply).toBe('Primeiro, liste os dez clientes mais recentes e ligue para eles.');
    const [first, continuation] = stand.received.map((request) => request.body);
    expect(first!.model).toBe(LIGHT);
    expect(first!.tools).toBeUndefined();
    expect(first!.tool_choice).toBeUndefined();
    expect(continuation!.messages.at(-1)).toEqual({
      role: 'assistant',
      content: 'Primeiro, liste os dez clientes',
    });
  });
});

describe('OpenAI-compatible adapter: the start-up call and its configuration', () => {
  it('probes a model with one tiny forced function call', async () => {
    stand.script = [reply.toolCall({ ok: true })];
    const probe = await port().probe!('heavy');
    expect(probe).toMatchObject({
      ok: true,
      provider: 'openai',
      model: HEAVY,
      usage: { inputTokens: 120, outputTokens: 80 },
      detail: 'structured reply through the tool',
    });
    const { body } = stand.received[0]!;
    expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'registrar_teste' } });
    expect(body.max_tokens).toBeLessThanOrEqual(512);
  });

  it('reports the reason when the probe fails, without throwing', async () => {
    stand.script = [reply.error(404, 'model "qwen-heavy" not found, try pulling it first')];
    const probe = await port().probe!('heavy');
    expect(probe).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^ValidationException: HTTP 404: model/),
    });
  });

  it('reads the endpoint and models from the environment, the light model defaulting to the heavy one', async () => {
    vi.stubEnv('OPENAI_BASE_URL', stand.baseUrl);
    vi.stubEnv('OPENAI_MODEL', 'llama-local');
    vi.stubEnv('OPENAI_API_KEY', '');
    const fromEnv = openAiModelPort({ followUpDelaysMs: [0, 0] });
    expect(fromEnv.models).toEqual({ heavy: 'llama-local', light: 'llama-local' });
    stand.script = [reply.text('Certo.')];
    await fromEnv.generate('genius-reply', await geniusInputFor('Oi'));
    expect(stand.received[0]).toMatchObject({ authorization: undefined, body: { model: 'llama-local' } });
  });

  it('refuses to start without the endpoint or the model, naming them', () => {
    vi.stubEnv('OPENAI_BASE_URL', undefined);
    vi.stubEnv('OPENAI_MODEL', undefined);
    expect(() => openAiModelPort()).toThrow(ConfigError);
    expect(() => openAiModelPort()).toThrow(/OPENAI_BASE_URL: is required[\s\S]*OPENAI_MODEL: is required/);
    vi.stubEnv('OPENAI_BASE_URL', 'localhost:11434');
    vi.stubEnv('OPENAI_MODEL', 'qwen2.5:7b');
    expect(() => openAiModelPort()).toThrow(/OPENAI_BASE_URL: must be a URL/);
  });
});
