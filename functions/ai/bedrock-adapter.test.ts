import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { modelPortMessages } from '../contracts/messages/model-port';
import { businessAnalysisSchema } from '../contracts/analysis-data/business-analysis';
import { bedrockModelPort } from './bedrock-adapter';
import { modelRequestFailure } from './request-failure';
import { DomainError } from '../domain/errors';
import { InvalidModelOutputError, reachedModel } from './errors';
import { extractJson } from './json-extract';
import { RESULT_TOOL_NAME } from './provider/structured-output';
import {
  bedrockOnStandIn,
  businessInput as input,
  captureMetrics,
  managementInput,
  overviewWithUnaccentedEnum,
  validBusinessAnalysis as valid,
} from './testing/adapter-harness';
import { startConverseStandIn, standIn, type ConverseStandIn } from './testing/converse-stand-in';
import { geniusInputFor } from './testing/plan-fixtures';

let stand: ConverseStandIn;
beforeAll(async () => {
  stand = await startConverseStandIn();
});
afterAll(() => stand.close());

const metrics = captureMetrics();
beforeEach(() => {
  stand.script = [];
  stand.received.length = 0;
});

const port = (timeScale?: number) => bedrockOnStandIn(stand.endpoint, timeScale);
const throttles = () => metrics.throttles();
const calls = () => stand.received.length;

describe('Bedrock adapter: structured output through a forced tool', () => {
  it('sends the prompt with one tool whose schema is the output schema, forced, and returns its input', async () => {
    stand.script = [standIn.toolUse(await valid())];
    const output = await port().generate('business-analysis', input);
    expect(businessAnalysisSchema.safeParse(output).success).toBe(true);
    expect(calls()).toBe(1);
    const { path, body } = stand.received[0]!;
    expect(path).toBe('/model/global.heavy-model/converse');
    expect(JSON.stringify(body.system)).toContain('consultor de estratégia');
    expect(JSON.stringify(body.messages[0]!.content)).toContain('Clínica Digital Odonto');
    expect(body.toolConfig?.toolChoice).toEqual({ tool: { name: RESULT_TOOL_NAME } });
    const schema = body.toolConfig!.tools[0]!.toolSpec.inputSchema.json;
    expect(schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['pontos_fortes']) });
    expect(JSON.stringify(schema)).not.toContain('generatedLocally');
    expect(body.inferenceConfig?.maxTokens).toBe(8192);
  });

  it('accepts the JSON of a text reply when the model did not use the tool', async () => {
    stand.script = [standIn.text(`Segue:\n\`\`\`json\n${JSON.stringify(await valid())}\n\`\`\``)];
    await expect(port().generate('business-analysis', input)).resolves.toMatchObject({
      pontos_fortes: expect.any(Array),
    });
    expect(calls()).toBe(1);
  });

  it('repairs a text reply without JSON once, forcing the tool again', async () => {
    stand.script = [standIn.text('Não sei responder.'), standIn.toolUse(await valid())];
    await port().generate('business-analysis', input);
    expect(calls()).toBe(2);
    const repair = stand.received[1]!.body;
    expect(repair.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(JSON.stringify(repair.messages[2])).toContain(
      'não chamou a ferramenta registrar_resultado nem trouxe um objeto JSON',
    );
    expect(repair.toolConfig?.toolChoice).toEqual({ tool: { name: RESULT_TOOL_NAME } });
  });

  it('normalises an enum written without its accent or case', async () => {
    stand.script = [standIn.toolUse(await overviewWithUnaccentedEnum())];
    const output = await port().generate('management-overview', managementInput);
    expect(output.alavancas_crescimento?.[0]?.potencial).toBe('médio');
    expect(calls()).toBe(1);
  });

  it('sends a missing field back as the tool error, once', async () => {
    const { pontos_fortes: _missing, ...incomplete } = await valid();
    stand.script = [standIn.toolUse(incomplete), standIn.toolUse(await valid())];
    await port().generate('business-analysis', input);
    expect(calls()).toBe(2);
    const [, assistant, user] = stand.received[1]!.body.messages;
    expect(assistant!.content[0]).toMatchObject({
      toolUse: { toolUseId: 'tooluse_1', name: RESULT_TOOL_NAME },
    });
    expect(user!.content[0]).toMatchObject({ toolResult: { toolUseId: 'tooluse_1', status: 'error' } });
    expect(JSON.stringify(user!.content[0])).toContain('pontos_fortes');
    expect(JSON.stringify(user!.content[0])).toContain(
      'O resultado enviado à ferramenta registrar_resultado não segue o esquema',
    );
  });

  it('names malformed JSON in a text reply as such', async () => {
    stand.script = [standIn.text('{"resumo_executivo": "cortado'), standIn.toolUse(await valid())];
    await port().generate('business-analysis', input);
    expect(JSON.stringify(stand.received[1]!.body.messages[2])).toContain(
      'O JSON da resposta anterior não é válido (',
    );
  });

  it('ends with the invalid-output message when the repair is invalid too', async () => {
    stand.script = [standIn.toolUse({ resumo_executivo: 'só isto' }), standIn.toolUse({ ainda: 'errado' })];
    const failure = port().generate('business-analysis', input);
    await expect(failure).rejects.toThrow(modelPortMessages.invalidOutput);
    expect(modelPortMessages.invalidOutput).toBe('Resposta da IA incompleta ou inválida');
    expect(calls()).toBe(2);
  });
});

describe('Bedrock adapter: replies cut at the output budget', () => {
  it('asks again once with twice the budget after max_tokens', async () => {
    stand.script = [
      standIn.toolUse({ resumo_executivo: 'cortad' }, 'max_tokens'),
      standIn.toolUse(await valid()),
    ];
    await port().generate('business-analysis', input);
    expect(calls()).toBe(2);
    expect(stand.received.map((request) => request.body.inferenceConfig?.maxTokens)).toEqual([8192, 16384]);
    // A new request, not a repair of the cut reply.
    expect(stand.received[1]!.body.messages).toHaveLength(1);
  });

  it('gives up with the real reason after max_tokens twice', async () => {
    stand.script = [standIn.toolUse({}, 'max_tokens'), standIn.toolUse({}, 'max_tokens')];
    const failure = await port()
      .generate('business-analysis', input)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidModelOutputError);
    expect((failure as InvalidModelOutputError).issues.join()).toContain('16384 tokens');
    expect(calls()).toBe(2);
  });
});

describe('Bedrock adapter: one retry layer per failure', () => {
  it.each([
    [429, 'ThrottlingException'],
    [408, 'ModelTimeoutException'],
    [503, 'ServiceUnavailableException'],
    [400, 'ValidationException'],
  ])(
    'in a workflow, HTTP %i is thrown as %s after one attempt (Step Functions retries)',
    async (status, name) => {
      stand.script = [standIn.error(status, name), standIn.toolUse(await valid())];
      await expect(port().generate('business-analysis', input)).rejects.toMatchObject({ name });
      expect(calls()).toBe(1);
    },
  );

  it('meters a throttled attempt', async () => {
    stand.script = [standIn.error(429, 'ThrottlingException')];
    await expect(port().generate('business-analysis', input)).rejects.toMatchObject({
      name: 'ThrottlingException',
    });
    expect(throttles()).toBe(1);
  });

  it('in a request, a throttle is retried once by the client and metered', async () => {
    stand.script = [
      standIn.error(429, 'ThrottlingException'),
      standIn.text('Comece pela lista de clientes.'),
    ];
    const output = await port().generate('genius-reply', await geniusInputFor('Por onde começo?'));
    expect(output.reply).toBe('Comece pela lista de clientes.');
    expect(calls()).toBe(2);
    expect(throttles()).toBe(1);
  });

  it('in a request, a throttle on every attempt ends after two, each metered', async () => {
    stand.script = [standIn.error(429, 'ThrottlingException'), standIn.error(429, 'ThrottlingException')];
    const failure = port().generate('genius-reply', await geniusInputFor('Por onde começo?'));
    await expect(failure).rejects.toMatchObject({ name: 'ThrottlingException' });
    expect(calls()).toBe(2);
    expect(throttles()).toBe(2);
  });

  it('in a request, a ValidationException is not retried', async () => {
    stand.script = [standIn.error(400, 'ValidationException'), standIn.text('não deveria chegar aqui')];
    const failure = port().generate('genius-reply', await geniusInputFor('Por onde começo?'));
    await expect(failure).rejects.toMatchObject({ name: 'ValidationException' });
    expect(calls()).toBe(1);
  });

  it('a throttled repair is retried here, never by re-running the paid first call', async () => {
    stand.script = [
      standIn.toolUse({ resumo_executivo: 'só isto' }),
      standIn.error(429, 'ThrottlingException'),
      standIn.toolUse(await valid()),
    ];
    await expect(port().generate('business-analysis', input)).resolves.toMatchObject({
      pontos_fortes: expect.any(Array),
    });
    expect(calls()).toBe(3);
    expect(stand.received[2]!.body.messages).toHaveLength(3);
    expect(throttles()).toBe(1);
  });

  it('a repair throttled on every try ends as invalid output with the reason, not as a retryable error', async () => {
    stand.script = [
      standIn.toolUse({ resumo_executivo: 'só isto' }),
      standIn.error(429, 'ThrottlingException'),
      standIn.error(429, 'ThrottlingException'),
      standIn.error(429, 'ThrottlingException'),
    ];
    const failure = await port()
      .generate('business-analysis', input)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidModelOutputError);
    expect((failure as InvalidModelOutputError).issues.join()).toContain('reparo: ThrottlingException');
    expect(calls()).toBe(4);
  });

  it('a request past its deadline ends as ModelTimeoutException', async () => {
    stand.fallback = () => standIn.text('tarde demais');
    stand.script = [];
    // Genius's 25 s budget at a 25,000th: 1 ms.
    const slow = port(1 / 25_000);
    const failure = await slow
      .generate('genius-reply', await geniusInputFor('Oi'))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'ModelTimeoutException' });
    // …which the routes answer with their own text (no foreign error name in its cause).
    expect(modelRequestFailure(failure, { invalid: 'inválida', unavailable: 'indisponível' })).toBeInstanceOf(
      DomainError,
    );
    delete stand.fallback;
  });
});

describe('Bedrock adapter: Genius answers in plain text', () => {
  it('uses the light model without a tool, and continues a reply cut at the budget from an assistant prefill', async () => {
    stand.script = [
      standIn.text('Primeiro, liste os dez clientes ', 'max_tokens'),
      standIn.text('mais recentes e ligue para eles.'),
    ];
    const output = await port().generate('genius-reply', await geniusInputFor('Como faço?'));
    expect(output.reply).toBe('Primeiro, liste os dez clientes mais recentes e ligue para eles.');
    expect(stand.received[0]!.path).toBe('/model/global.light-model/converse');
    expect(stand.received[0]!.body.toolConfig).toBeUndefined();
    const continuation = stand.received[1]!.body.messages;
    expect(continuation.at(-1)).toEqual({
      role: 'assistant',
      content: [{ text: 'Primeiro, liste os dez clientes' }],
    });
  });
});

describe('Bedrock adapter: the start-up call', () => {
  it('probes a model with one tiny forced tool call and reports its latency and tokens', async () => {
    stand.script = [standIn.toolUse({ ok: true })];
    const probe = await port().probe!('light');
    expect(probe).toMatchObject({
      ok: true,
      provider: 'bedrock',
      modelClass: 'light',
      model: 'global.light-model',
      usage: { inputTokens: 120, outputTokens: 80 },
      latencyMs: expect.any(Number),
    });
    expect(stand.received[0]!.body.toolConfig?.toolChoice).toEqual({ tool: { name: 'registrar_teste' } });
  });

  it('reports the reason when the model refuses, without throwing', async () => {
    stand.script = [standIn.error(403, 'AccessDeniedException')];
    const probe = await port().probe!('heavy');
    expect(probe).toMatchObject({ ok: false, detail: expect.stringMatching(/^AccessDeniedException/) });
  });
});

describe('Bedrock adapter: what its failures say about reaching the model (reachedModel)', () => {
  it.each([
    [429, 'ThrottlingException', false],
    [429, 'ServiceQuotaExceededException', false],
    [403, 'AccessDeniedException', false],
    [400, 'ValidationException', false],
    [503, 'ServiceUnavailableException', false],
    [408, 'ModelTimeoutException', true],
    [424, 'ModelErrorException', true],
    [500, 'InternalServerException', true],
  ])('HTTP %i %s: reached %s', async (status, name, reached) => {
    stand.script = [standIn.error(status, name)];
    const failure = await port()
      .generate('business-analysis', input)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name });
    expect(reachedModel(failure)).toBe(reached);
  });

  it('an invalid output after its repair reached the model', async () => {
    stand.script = [standIn.toolUse({ resumo: 1 }), standIn.toolUse({ resumo: 2 })];
    const failure = await port()
      .generate('business-analysis', input)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidModelOutputError);
    expect(reachedModel(failure)).toBe(true);
  });

  it('an endpoint that refuses the connection: not reached', async () => {
    const gone = bedrockModelPort({
      models: { heavy: 'global.heavy-model', light: 'global.light-model' },
      clientConfig: {
        endpoint: 'http://127.0.0.1:1',
        region: 'sa-east-1',
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      },
    });
    const failure = await gone.generate('business-analysis', input).catch((error: unknown) => error);
    expect(reachedModel(failure)).toBe(false);
  });
});

describe('extractJson', () => {
  it('finds the object in plain, fenced or chatty replies', () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(extractJson('Claro! {"a":{"b":2}} Espero ter ajudado.')).toEqual({ a: { b: 2 } });
    expect(extractJson('nada aqui')).toBeUndefined();
  });
});
