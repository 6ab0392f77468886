import { createServer, type Http2Server, type Http2ServerRequest } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { modelPortMessages } from '../contracts/messages/model-port';
import { bedrockModelPort } from './bedrock-adapter';
import { extractJson } from './json-extract';
import { localModelPort } from './local-adapter';
import { businessAnalysisSchema } from '../contracts/analysis-data/business-analysis';
import { negocioAnswers } from './testing/answer-sets';
import { inputFor } from './testing/fixtures';

/**
 * A local stand-in of the Converse endpoint: POST /model/{modelId}/converse, scripted replies. HTTP/2
 * in clear text, because the Bedrock runtime client speaks HTTP/2 (set with the client's endpoint).
 */
type Reply = { status: number; body: unknown; errorType?: string };
interface Received {
  path: string;
  body: { system?: { text: string }[]; messages: { role: string; content: { text: string }[] }[] };
}

let server: Http2Server;
let endpoint: string;
let script: Reply[] = [];
let received: Received[] = [];

const readBody = (request: Http2ServerRequest) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    request.on('end', () => resolve(data));
  });

const converseReply = (text: string): Reply => ({
  status: 200,
  body: {
    output: { message: { role: 'assistant', content: [{ text }] } },
    stopReason: 'end_turn',
    usage: { inputTokens: 10, outputTokens: 10, totalTokens: 20 },
    metrics: { latencyMs: 5 },
  },
});
const awsError = (status: number, errorType: string): Reply => ({
  status,
  errorType,
  body: { message: `${errorType} from the stand-in` },
});

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      received.push({ path: request.url ?? '', body: JSON.parse(raw) as Received['body'] });
      const reply = script.shift() ?? awsError(500, 'InternalServerException');
      response.statusCode = reply.status;
      response.setHeader('content-type', 'application/json');
      if (reply.errorType) response.setHeader('x-amzn-errortype', reply.errorType);
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
const clients: BedrockRuntimeClient[] = [];
afterAll(async () => {
  for (const client of clients) client.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  script = [];
  received = [];
});

const port = () => {
  const client = new BedrockRuntimeClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  clients.push(client);
  return bedrockModelPort({ modelId: 'test-model', client });
};
const input = inputFor('negocio', negocioAnswers);
const validAnalysis = async () => JSON.stringify(await localModelPort().generate('business-analysis', input));

describe('Bedrock adapter against a local Converse stand-in', () => {
  it('sends the Portuguese prompt to the model and returns the validated JSON, even fenced', async () => {
    script = [converseReply(`Segue a análise:\n\`\`\`json\n${await validAnalysis()}\n\`\`\``)];
    const output = await port().generate('business-analysis', input);
    expect(businessAnalysisSchema.safeParse(output).success).toBe(true);
    expect(received).toHaveLength(1);
    expect(decodeURIComponent(received[0]!.path)).toBe('/model/test-model/converse');
    expect(received[0]!.body.system?.[0]?.text).toContain('consultor de estratégia');
    const prompt = received[0]!.body.messages[0]!.content[0]!.text;
    expect(prompt).toContain('Clínica Digital Odonto');
    expect(prompt).toContain('Proposta — o cliente pede orçamento e desaparece');
  });

  it.each([
    [429, 'ThrottlingException'],
    [408, 'ModelTimeoutException'],
    [503, 'ServiceUnavailableException'],
  ])('rethrows HTTP %i with its AWS name %s', async (status, name) => {
    script = [awsError(status, name)];
    await expect(port().generate('business-analysis', input)).rejects.toMatchObject({ name });
    expect(received).toHaveLength(1);
  });

  it('repairs a malformed reply once', async () => {
    script = [converseReply('{"resumo_executivo": "incompleto"'), converseReply(await validAnalysis())];
    const output = await port().generate('business-analysis', input);
    expect(businessAnalysisSchema.safeParse(output).success).toBe(true);
    expect(received).toHaveLength(2);
    const repair = received[1]!.body.messages;
    expect(repair.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(repair[1]!.content[0]!.text).toBe('{"resumo_executivo": "incompleto"');
    expect(repair[2]!.content[0]!.text).toContain('não é um JSON válido');
  });

  it('sends the schema problems when the JSON parses but is incomplete', async () => {
    script = [converseReply('{"resumo_executivo": "só isto"}'), converseReply(await validAnalysis())];
    await port().generate('business-analysis', input);
    expect(received[1]!.body.messages[2]!.content[0]!.text).toContain('pontos_fortes');
  });

  it('ends with the invalid-output message when the repair is malformed too', async () => {
    script = [converseReply('não sei'), converseReply('{"ainda": "errado"}')];
    await expect(port().generate('business-analysis', input)).rejects.toThrow(
      modelPortMessages.invalidOutput,
    );
    expect(modelPortMessages.invalidOutput).toBe('Resposta da IA incompleta ou inválida');
    expect(received).toHaveLength(2);
  });

  it('a throttled repair is still a ThrottlingException', async () => {
    script = [converseReply('não sei'), awsError(429, 'ThrottlingException')];
    await expect(port().generate('business-analysis', input)).rejects.toMatchObject({
      name: 'ThrottlingException',
    });
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
