import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineHandler, ok } from './define-handler';
import { defineStep, log, prettyLine, withLogContext } from './log';
import { AppError } from './errors';

let lines: string[];

beforeEach(() => {
  lines = [];
  const collect = (line: unknown) => void lines.push(String(line));
  vi.spyOn(console, 'log').mockImplementation(collect);
  vi.spyOn(console, 'error').mockImplementation(collect);
  vi.stubEnv('LOG_LEVEL', 'info');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

const event = (body: unknown): APIGatewayProxyEventV2 =>
  ({
    routeKey: 'PATCH /api/me',
    headers: {},
    isBase64Encoded: false,
    body: JSON.stringify(body),
    requestContext: {
      requestId: 'api-req-1',
      authorizer: {
        jwt: { claims: { sub: 'user-123', token_use: 'access', email: 'ana@example.com' }, scopes: [] },
      },
    },
  }) as unknown as APIGatewayProxyEventV2;

describe('the log line of an API request', () => {
  const secretBody = { firstName: 'Ana', email: 'ana@example.com', password: 'segredo123' };

  const handler = defineHandler(
    'PATCH /api/me',
    { body: z.object({ firstName: z.string(), email: z.string(), password: z.string() }) },
    async ({ body }) => {
      // A careless call site: the body's fields must still not reach the line.
      log('info', 'profile updated', { email: body.email, password: body.password, body, fieldCount: 3 });
      throw new AppError('DATABASE_ERROR', 'indisponível');
    },
  );

  it('carries the request ids, route, user id, cold start and correlation id; never e-mail, body or password', async () => {
    const answer = (await handler(event(secretBody), { awsRequestId: 'lambda-req-1' } as Context)) as {
      statusCode: number;
    };
    expect(answer.statusCode).toBe(503);
    const logs = parsed();
    expect(logs.map((line) => line.message)).toEqual(['profile updated', 'request failed']);
    for (const line of logs) {
      expect(line).toMatchObject({
        service: 'rumo',
        requestId: 'api-req-1',
        awsRequestId: 'lambda-req-1',
        correlationId: 'api-req-1',
        route: 'PATCH /api/me',
        userId: 'user-123',
      });
      expect(typeof line.time).toBe('string');
      expect(['info', 'warn', 'error']).toContain(line.level);
    }
    expect(logs[0]!.fieldCount).toBe(3);
    const text = lines.join('\n');
    expect(text).not.toMatch(/email/i);
    expect(text).not.toContain('ana@example.com');
    expect(text).not.toMatch(/password|segredo123/i);
    expect(text).not.toContain('"body"');
    expect(text).not.toContain('Ana');
  });

  it('names the impersonating admin beside the acting user (adminId), and the area and cold start', () => {
    withLogContext(
      { area: 'account', route: 'GET /api/me', userId: 'user-1', adminId: 'admin-9', coldStart: true },
      () => log('info', 'something'),
    );
    expect(parsed()[0]).toMatchObject({
      area: 'account',
      userId: 'user-1',
      adminId: 'admin-9',
      coldStart: true,
    });
  });

  it('stays quiet with LOG_LEVEL=silent and filters below the level', async () => {
    vi.stubEnv('LOG_LEVEL', 'silent');
    await handler(event(secretBody), { awsRequestId: 'x' } as Context);
    log('error', 'boom');
    expect(lines).toEqual([]);
    vi.stubEnv('LOG_LEVEL', 'warn');
    log('info', 'hidden');
    log('warn', 'shown');
    expect(parsed().map((line) => line.message)).toEqual(['shown']);
  });

  it('keeps concurrent requests apart', async () => {
    const echo = defineHandler('GET /api/me', {}, async ({ auth }) => {
      await new Promise((resolve) => setTimeout(resolve, auth.userId === 'a' ? 20 : 1));
      log('info', 'served');
      return ok({});
    });
    const as = (sub: string) =>
      ({
        routeKey: 'GET /api/me',
        headers: {},
        requestContext: {
          requestId: `req-${sub}`,
          authorizer: { jwt: { claims: { sub, token_use: 'access' }, scopes: [] } },
        },
      }) as unknown as APIGatewayProxyEventV2;
    await Promise.all([echo(as('a'), {} as Context), echo(as('b'), {} as Context)]);
    expect(parsed().map((line) => [line.userId, line.requestId])).toEqual([
      ['b', 'req-b'],
      ['a', 'req-a'],
    ]);
  });
});

describe('a workflow step', () => {
  it('logs the correlation id and user id of its payload, the task name and cold start', async () => {
    const task = defineStep('plan', async (_event: { userId: string; correlationId: string }) => {
      log('info', 'step');
      return 1;
    });
    await task({ userId: 'u-1', correlationId: 'api-req-7' }, { awsRequestId: 'inv-1' });
    await task({ userId: 'u-1', executionInput: { correlationId: 'api-req-8' } } as never, {
      awsRequestId: 'inv-2',
    });
    expect(parsed()).toMatchObject([
      { task: 'plan', userId: 'u-1', correlationId: 'api-req-7', awsRequestId: 'inv-1', coldStart: true },
      { task: 'plan', correlationId: 'api-req-8', coldStart: false },
    ]);
  });
});

describe('LOG_FORMAT=pretty', () => {
  it('prints one readable line with the same fields', () => {
    vi.stubEnv('LOG_FORMAT', 'pretty');
    withLogContext({ area: 'account', route: 'GET /api/me', userId: 'u-1', correlationId: 'c-1' }, () =>
      log('warn', 'request failed', { statusCode: 404 }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} {2}WARN {3}request failed {2}area=account {2}route=GET \/api\/me {2}userId=u-1 {2}correlationId=c-1 .*statusCode=404$/,
    );
  });

  it('formats a line without context', () => {
    expect(prettyLine({ level: 'info', message: 'hi', time: '2026-01-01T10:00:00.000Z', n: 1 })).toBe(
      '10:00:00.000  INFO   hi  n=1',
    );
  });
});
