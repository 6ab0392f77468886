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
import { dossierInputFor } from './testing/dossier-fixtures';
import { localModelPort } from './local-adapter';
import { openAiTransport } from './provider/openai-transport';

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
    // The fault as it was: no call of the forced tool, no JSON.
    expect(repair[3]!.content).toContain(
      'não chamou a ferramenta registrar_resultado nem trouxe um objeto JSON',
    );
  });

  it('repairs arguments that are not JSON as malformed JSON, not as a missing tool call', async () => {
    stand.script = [reply.rawToolCall('{"resumo_executivo": "cortado'), reply.toolCall(await valid())];
    await port().generate('business-analysis', input);
    expect(calls()).toBe(2);
    const repair = stand.received[1]!.body.messages;
    expect(repair.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(repair[2]!.content).toContain('"resumo_executivo": "cortado');
    expect(repair[3]!.content).toContain(
      'Os argumentos enviados à ferramenta registrar_resultado não são JSON válido (',
    );
    expect(repair[3]!.content).not.toContain('não chamou');
  });

  it('names malformed JSON in a text reply as such, and ends with that reason', async () => {
    stand.script = [reply.text('Segue: {"resumo_executivo": "x",}'), reply.text('{"ainda": ')];
    const failure = await failureOf(port().generate('business-analysis', input));
    expect(stand.received[1]!.body.messages[3]!.content).toContain(
      'O JSON da resposta anterior não é válido (',
    );
    expect((failure as InvalidModelOutputError).issues.join()).toContain('o JSON do texto não é válido');
  });

  it("names the task's own forced tool in the repair (a dossier section's, not registrar_resultado)", async () => {
    const dossierInput = await dossierInputFor();
    const { generatedLocally: _local, ...section } = await localModelPort().generate(
      'dossier-resumo-executivo',
      dossierInput,
    );
    stand.script = [reply.toolCall({ resumo: 'só isto' }), reply.toolCall(section)];
    await port().generate('dossier-resumo-executivo', dossierInput);
    const [first, repair] = stand.received.map((request) => request.body);
    expect(first!.tool_choice).toEqual({
      type: 'function',
      function: { name: 'registrar_resumo_executivo' },
    });
    const error = repair!.messages.at(-1)!;
    expect(error.role).toBe('tool');
    expect(error.content).toContain(
      'O resultado enviado à ferramenta registrar_resumo_executivo não segue o esquema',
    );
    expect(error.content).toContain('Chame a ferramenta registrar_resumo_executivo novamente');
    expect(error.content).not.toContain('registrar_resultado');
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
    expect(tool!.content).toContain('não segue o esquema');
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
    // Genius's 25 s budget at a thousandth: 25 ms.
    const failure = await failureOf(
      port({ timeScale: 0.001 }).generate('genius-reply', await geniusInputFor('Oi')),
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
  it('uses the light model without tools; a reply cut at the budget is asked once whole with a larger one, and stored clean', async () => {
    // What an OpenAI-compatible server does with a trailing assistant message: it writes the reply again.
    const whole = 'Primeiro, liste os dez clientes mais recentes e ligue para eles.';
    stand.script = [reply.text('Primeiro, liste os dez clientes ', 'length'), reply.text(whole)];
    const output = await port().generate('genius-reply', await geniusInputFor('Como faço?'));
    expect(output.reply).toBe(whole);
    const [first, second] = stand.received.map((request) => request.body);
    expect(first!.model).toBe(LIGHT);
    expect(first!.tools).toBeUndefined();
    expect(first!.tool_choice).toBeUndefined();
    // No prefill: the same conversation, twice the budget.
    expect(second!.messages).toEqual(first!.messages);
    expect(second!.messages.at(-1)!.role).toBe('user');
    expect([first!.max_tokens, second!.max_tokens]).toEqual([1200, 2400]);
  });

  it('a reply cut twice ends with the reason, nothing glued', async () => {
    stand.script = [reply.text('Primeiro', 'length'), reply.text('Primeiro, liste', 'length')];
    const failure = await failureOf(port().generate('genius-reply', await geniusInputFor('Como faço?')));
    expect((failure as InvalidModelOutputError).issues).toEqual([
      'a resposta excedeu o limite de tamanho duas vezes',
    ]);
    expect(calls()).toBe(2);
  });
});

describe('OpenAI-compatible adapter: reasoning models (max_completion_tokens, no temperature)', () => {
  it('sends max_tokens and the temperature to a chat model', async () => {
    stand.script = [reply.toolCall(await valid())];
    await port().generate('business-analysis', input);
    expect(stand.received[0]!.body).toMatchObject({ max_tokens: 8192, temperature: 0.3 });
    expect(stand.received[0]!.body.max_completion_tokens).toBeUndefined();
  });

  it('OPENAI_REASONING=1: max_completion_tokens and no temperature from the first request', async () => {
    vi.stubEnv('OPENAI_BASE_URL', stand.baseUrl);
    vi.stubEnv('OPENAI_MODEL', HEAVY);
    vi.stubEnv('OPENAI_REASONING', '1');
    stand.script = [reply.toolCall(await valid())];
    await openAiModelPort({ followUpDelaysMs: [0, 0] }).generate('business-analysis', input);
    const { body } = stand.received[0]!;
    expect(body.max_completion_tokens).toBe(8192);
    expect('max_tokens' in body).toBe(false);
    expect('temperature' in body).toBe(false);
  });

  it.each(['max_tokens', 'temperature'] as const)(
    "a refusal of %s (OpenAI's documented 400) is sent again as a reasoning model's, and stays so",
    async (param) => {
      stand.script = [reply.refusal(param), reply.toolCall(await valid()), reply.toolCall(await valid())];
      const model = port();
      await model.generate('business-analysis', input);
      await model.generate('business-analysis', input);
      const bodies = stand.received.map((request) => request.body);
      expect(bodies).toHaveLength(3);
      expect(bodies[0]).toMatchObject({ max_tokens: 8192, temperature: 0.3 });
      for (const body of bodies.slice(1)) {
        expect(body.max_completion_tokens).toBe(8192);
        expect('max_tokens' in body).toBe(false);
        expect('temperature' in body).toBe(false);
      }
      // The messages are the same request's.
      expect(bodies[1]!.messages).toEqual(bodies[0]!.messages);
    },
  );

  it('a refusal of another parameter is not taken for a reasoning model', async () => {
    stand.script = [
      {
        status: 400,
        body: {
          error: {
            message: "Unsupported parameter: 'tool_choice'",
            type: 'invalid_request_error',
            param: 'tool_choice',
            code: 'unsupported_parameter',
          },
        },
      },
    ];
    const failure = await failureOf(port().generate('business-analysis', input));
    expect(failure).toMatchObject({ name: 'ValidationException' });
    expect(calls()).toBe(1);
  });
});

describe('OpenAI-compatible adapter: cached tokens', () => {
  it('reads usage.prompt_tokens_details.cached_tokens into the usage record Bedrock fills', async () => {
    stand.script = [openAiReplyWithCache()];
    const transport = openAiTransport({ baseUrl: stand.baseUrl, models: { heavy: HEAVY, light: LIGHT } });
    const answer = await transport.call({
      model: 'light',
      mode: 'workflow',
      system: 'sistema',
      turns: [{ role: 'user', text: 'Oi' }],
      maxTokens: 100,
    });
    // prompt_tokens counts the cached ones: the input billed in full is the rest, as Converse reports it.
    expect(answer.usage).toEqual({ inputTokens: 300, outputTokens: 80, cacheReadTokens: 4800 });
  });

  it('a reply without cached tokens reports none', async () => {
    stand.script = [reply.text('Oi')];
    const transport = openAiTransport({ baseUrl: stand.baseUrl, models: { heavy: HEAVY, light: LIGHT } });
    const answer = await transport.call({
      model: 'light',
      mode: 'workflow',
      system: 'sistema',
      turns: [{ role: 'user', text: 'Oi' }],
      maxTokens: 100,
    });
    expect(answer.usage).toEqual({ inputTokens: 120, outputTokens: 80 });
  });
});

const openAiReplyWithCache = () => reply.withCachedTokens(reply.text('Oi'), 5100, 4800);

describe("OpenAI-compatible adapter: a task's time budget (the catalogue's timeoutSeconds)", () => {
  // Every budget at a five-hundredth: business-analysis's 240 s are 480 ms, a 130 s reply 260 ms.
  const scale = 1 / 500;

  it('a 130 s reply of an analysis lands within its budget with one paid call', async () => {
    stand.script = [{ ...reply.toolCall(await valid()), delayMs: 130_000 * scale }];
    await expect(port({ timeScale: scale }).generate('business-analysis', input)).resolves.toMatchObject({
      pontos_fortes: expect.any(Array),
    });
    expect(calls()).toBe(1);
  });

  it('a reply slower than the budget ends the call as ModelTimeoutException, with one request made', async () => {
    stand.script = [{ ...reply.toolCall(await valid()), delayMs: 300_000 * scale }];
    const started = Date.now();
    const failure = await failureOf(port({ timeScale: scale }).generate('business-analysis', input));
    expect(failure).toMatchObject({ name: 'ModelTimeoutException' });
    expect(Date.now() - started).toBeLessThan(300_000 * scale);
    expect(calls()).toBe(1);
  });

  it('a slow local model (MODEL_TIMEOUT_SECONDS) raises every budget', async () => {
    stand.script = [{ ...reply.toolCall(await valid()), delayMs: 300_000 * scale }];
    await expect(
      port({ timeScale: scale, modelTimeoutSeconds: 400 }).generate('business-analysis', input),
    ).resolves.toMatchObject({ pontos_fortes: expect.any(Array) });
    expect(calls()).toBe(1);
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
