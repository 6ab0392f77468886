import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsMessages } from '../../contracts/messages/errors';
import { reachedModel } from '../../ai/errors';
import {
  AI_SWITCH_RETRY_MS,
  AI_SWITCH_TTL_MS,
  AiUnavailableError,
  aiSwitch,
  ensureAiAvailable,
  parseAiSwitch,
  useAiSwitchSource,
} from './ai-switch';
import { defineHandler, ok } from './define-handler';
import { toServiceResult } from './errors';

/** A switch whose value the test sets, counting its reads; `fail` makes the next reads throw. */
function fakeSwitch(initial: string | undefined) {
  const state = { value: initial, reads: 0, fail: false };
  useAiSwitchSource(async () => {
    state.reads += 1;
    if (state.fail) throw Object.assign(new Error('rate exceeded'), { name: 'ThrottlingException' });
    return state.value;
  });
  return state;
}

afterEach(() => useAiSwitchSource(undefined));

describe('parseAiSwitch', () => {
  it.each([
    [undefined, 'on', true],
    ['on', 'on', true],
    [' OFF\n', 'off', true],
    ['On', 'on', true],
    ['desligado', 'off', false],
    ['', 'off', false],
  ] as const)('%j → %s', (value, state, recognised) => {
    expect(parseAiSwitch(value)).toEqual({ state, recognised });
  });
});

describe('aiSwitch: read with a short cache', () => {
  it('is on without a source or a parameter name (nothing to read)', async () => {
    expect(await aiSwitch({}, 0)).toBe('on');
  });

  it('keeps a value for the TTL, then reads the new one', async () => {
    const fake = fakeSwitch('on');
    expect(await aiSwitch({}, 0)).toBe('on');
    fake.value = 'off';
    expect(await aiSwitch({}, AI_SWITCH_TTL_MS - 1)).toBe('on');
    expect(fake.reads).toBe(1);
    expect(await aiSwitch({}, AI_SWITCH_TTL_MS)).toBe('off');
    expect(fake.reads).toBe(2);
    fake.value = 'on';
    expect(await aiSwitch({}, 2 * AI_SWITCH_TTL_MS)).toBe('on');
  });

  it('reads once for many calls at the same time', async () => {
    const fake = fakeSwitch('off');
    const states = await Promise.all(Array.from({ length: 20 }, () => aiSwitch({}, 0)));
    expect(new Set(states)).toEqual(new Set(['off']));
    expect(fake.reads).toBe(1);
  });

  it('an absent value is on; anything but on/off is off', async () => {
    const fake = fakeSwitch(undefined);
    expect(await aiSwitch({}, 0)).toBe('on');
    fake.value = 'pare';
    expect(await aiSwitch({}, AI_SWITCH_TTL_MS)).toBe('off');
  });

  it('a failed read keeps the last value read and tries again soon', async () => {
    const fake = fakeSwitch('off');
    expect(await aiSwitch({}, 0)).toBe('off');
    fake.fail = true;
    expect(await aiSwitch({}, AI_SWITCH_TTL_MS)).toBe('off');
    expect(fake.reads).toBe(2);
    // Not read again before the retry interval, then read.
    expect(await aiSwitch({}, AI_SWITCH_TTL_MS + AI_SWITCH_RETRY_MS - 1)).toBe('off');
    expect(fake.reads).toBe(2);
    fake.fail = false;
    fake.value = 'on';
    expect(await aiSwitch({}, AI_SWITCH_TTL_MS + AI_SWITCH_RETRY_MS)).toBe('on');
  });

  it('a failed first read is on (fail open)', async () => {
    const fake = fakeSwitch('off');
    fake.fail = true;
    expect(await aiSwitch({}, 0)).toBe('on');
  });

  it('reads the SSM parameter named by AI_SWITCH_PARAMETER by default (not called here: no name, no read)', async () => {
    useAiSwitchSource(undefined);
    expect(await aiSwitch({ AI_SWITCH_PARAMETER: '' }, 0)).toBe('on');
  });
});

describe('the refusal', () => {
  it('is 503 AI_UNAVAILABLE with the catalogue’s message, and never reached the model', async () => {
    fakeSwitch('off');
    const refusal = await ensureAiAvailable().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AiUnavailableError);
    expect(reachedModel(refusal)).toBe(false);
    expect(toServiceResult(refusal)).toEqual({
      statusCode: 503,
      body: {
        code: 'AI_UNAVAILABLE',
        message: errorsMessages.aiUnavailable,
        details: null,
        timestamp: expect.any(String),
      },
    });
  });

  it('passes while the switch is on', async () => {
    fakeSwitch('on');
    await expect(ensureAiAvailable()).resolves.toBeUndefined();
  });
});

describe('the chain: an `ai` route answers 503 before its handler runs', () => {
  const event = {
    headers: {},
    isBase64Encoded: false,
    pathParameters: { resultId: 'negocio' },
    requestContext: { authorizer: { jwt: { claims: { sub: 'usuario-1', token_use: 'access' } } } },
  } as unknown as APIGatewayProxyEventV2;

  it('refuses without running the handler', async () => {
    fakeSwitch('off');
    let ran = false;
    const handler = defineHandler('POST /api/analyses/{resultId}/generate', {}, async () => {
      ran = true;
      return ok({});
    });
    const result = (await handler(event, { awsRequestId: 't' } as Context)) as {
      statusCode: number;
      body: string;
    };
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body)).toMatchObject({
      code: 'AI_UNAVAILABLE',
      message: errorsMessages.aiUnavailable,
    });
    expect(ran).toBe(false);
  });

  it('an unauthenticated request still gets 401 first', async () => {
    fakeSwitch('off');
    const handler = defineHandler('POST /api/analyses/{resultId}/generate', {}, async () => ok({}));
    const result = (await handler(
      { ...event, requestContext: {} } as APIGatewayProxyEventV2,
      {
        awsRequestId: 't',
      } as Context,
    )) as { statusCode: number };
    expect(result.statusCode).toBe(401);
  });
});
