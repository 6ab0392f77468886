import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteKey } from '../../routes';
import { defineArea, type RouteHandler } from './define-area';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from './origin-check';

const routeHandler = (key: RouteKey): RouteHandler =>
  Object.assign(async () => ({ statusCode: 200, body: key }), { contract: { key, schemas: {} } });

const event = (routeKey: string) => ({ routeKey }) as APIGatewayProxyEventV2;
const context = {} as Context;

describe('defineArea', () => {
  it("imports a route's module on its first request only", async () => {
    let imports = 0;
    const area = defineArea('account', {
      'GET /api/me': async () => {
        imports += 1;
        return { handler: routeHandler('GET /api/me') };
      },
      'PATCH /api/me': async () => ({ handler: routeHandler('PATCH /api/me') }),
      'POST /api/subscription/check': async () => ({ handler: routeHandler('POST /api/subscription/check') }),
      'POST /api/me/consent': async () => ({ handler: routeHandler('POST /api/me/consent') }),
      'GET /api/onboarding': async () => ({ handler: routeHandler('GET /api/onboarding') }),
      'POST /api/me/export': async () => ({ handler: routeHandler('POST /api/me/export') }),
      'POST /api/me/deletion': async () => ({ handler: routeHandler('POST /api/me/deletion') }),
    });
    await Promise.all([area(event('GET /api/me'), context), area(event('GET /api/me'), context)]);
    await area(event('GET /api/me'), context);
    expect(imports).toBe(1);
    expect(await area(event('GET /api/onboarding'), context)).toEqual({
      statusCode: 200,
      body: 'GET /api/onboarding',
    });
  });

  it('tries a module that failed to load again, and refuses one declared for another route', async () => {
    let attempts = 0;
    const area = defineArea('account', {
      'GET /api/me': async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('disk hiccup');
        return { handler: routeHandler('GET /api/me') };
      },
      'PATCH /api/me': async () => ({ handler: routeHandler('GET /api/me') }),
      'POST /api/subscription/check': async () => ({ handler: routeHandler('POST /api/subscription/check') }),
      'POST /api/me/consent': async () => ({ handler: routeHandler('POST /api/me/consent') }),
      'GET /api/onboarding': async () => ({ handler: routeHandler('GET /api/onboarding') }),
      'POST /api/me/export': async () => ({ handler: routeHandler('POST /api/me/export') }),
      'POST /api/me/deletion': async () => ({ handler: routeHandler('POST /api/me/deletion') }),
    });
    expect(await area(event('GET /api/me'), context)).toMatchObject({ statusCode: 500 });
    expect(await area(event('GET /api/me'), context)).toMatchObject({ statusCode: 200 });
    expect(await area(event('PATCH /api/me'), context)).toMatchObject({ statusCode: 500 });
    expect(await area(event('DELETE /api/me'), context)).toMatchObject({ statusCode: 404 });
  });

  describe('with an origin secret configured', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('refuses a request without the origin header before loading any module', async () => {
      vi.stubEnv(ORIGIN_VERIFY_ENV, 'the-origin-secret');
      let imports = 0;
      const area = defineArea('health', {
        'GET /api/health': async () => {
          imports += 1;
          return { handler: routeHandler('GET /api/health') };
        },
        'GET /api/admin/health': async () => {
          imports += 1;
          return { handler: routeHandler('GET /api/admin/health') };
        },
      });
      const direct = await area(
        { routeKey: 'GET /api/health', headers: {} } as APIGatewayProxyEventV2,
        context,
      );
      expect(direct).toMatchObject({ statusCode: 403 });
      expect(JSON.parse((direct as { body: string }).body)).toMatchObject({ code: 'PERMISSION_DENIED' });
      const forged = { routeKey: 'GET /api/health', headers: { [ORIGIN_VERIFY_HEADER]: 'guess' } };
      expect(await area(forged as unknown as APIGatewayProxyEventV2, context)).toMatchObject({
        statusCode: 403,
      });
      expect(imports).toBe(0);

      const viaCloudFront = {
        routeKey: 'GET /api/health',
        headers: { [ORIGIN_VERIFY_HEADER]: 'the-origin-secret' },
      };
      expect(await area(viaCloudFront as unknown as APIGatewayProxyEventV2, context)).toEqual({
        statusCode: 200,
        body: 'GET /api/health',
      });
    });
  });
});
