import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { defineHandler, ok } from './define-handler';

const call = (handler: ReturnType<typeof defineHandler>, event: Partial<APIGatewayProxyEventV2>) =>
  handler(
    { headers: {}, requestContext: {}, isBase64Encoded: false, ...event } as APIGatewayProxyEventV2,
    {
      awsRequestId: 'test',
    } as Context,
  ) as Promise<{ statusCode: number; body: string }>;

describe('defineHandler with rawBody', () => {
  // The webhook route is public, so no token is needed to reach the handler.
  const echo = defineHandler('POST /api/payments/webhook', { rawBody: true }, async ({ rawBody, body }) =>
    ok({ rawBody, body: body ?? null }),
  );

  it('hands over the exact text received, without parsing it', async () => {
    const text = '{"b": 1,  "a": "ação"}';
    const result = await call(echo, { body: text });
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ rawBody: text, body: null });
  });

  it('decodes a body API Gateway base64-encoded, and takes text that is not JSON', async () => {
    const text = '{"tipo":"evento","valor":"R$ 1.997,00"}';
    const encoded = await call(echo, { body: Buffer.from(text).toString('base64'), isBase64Encoded: true });
    expect(JSON.parse(encoded.body).rawBody).toBe(text);
    const notJson = await call(echo, { body: 'nao é json' });
    expect(notJson.statusCode).toBe(200);
    expect(JSON.parse(notJson.body).rawBody).toBe('nao é json');
  });

  it('gives an empty string for no body', async () => {
    expect(JSON.parse((await call(echo, {})).body).rawBody).toBe('');
  });

  it('refuses to be combined with a body schema', () => {
    expect(() =>
      defineHandler('POST /api/payments/webhook', { rawBody: true, body: {} as never }, async () => ok({})),
    ).toThrow(/exclude/);
  });
});
