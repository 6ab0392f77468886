import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { RouteKey } from '../../routes';
import { defineArea, type RouteHandler } from './define-area';

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
      'GET /api/onboarding': async () => ({ handler: routeHandler('GET /api/onboarding') }),
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
      'GET /api/onboarding': async () => ({ handler: routeHandler('GET /api/onboarding') }),
    });
    expect(await area(event('GET /api/me'), context)).toMatchObject({ statusCode: 500 });
    expect(await area(event('GET /api/me'), context)).toMatchObject({ statusCode: 200 });
    expect(await area(event('PATCH /api/me'), context)).toMatchObject({ statusCode: 500 });
    expect(await area(event('DELETE /api/me'), context)).toMatchObject({ statusCode: 404 });
  });
});
