import { beforeAll, describe, expect, it } from 'vitest';
import { paidAreas } from '../../functions/contracts/areas';
import { loadArea } from '../../functions/local/gateway';
import { routeAreas, routeKey, routes, type RouteDefinition, type RouteKey } from '../../functions/routes';
import { permissionsFor } from '../../infra/route-permissions';

const all = routes as readonly RouteDefinition[];

describe('the route manifest', () => {
  // The handler modules are only loaded, never invoked: their start-up configuration needs these.
  beforeAll(() => {
    process.env.TABLE_NAME ??= 'unit-routes';
    process.env.USER_POOL_ID ??= 'sa-east-1_unit';
    process.env.USER_POOL_CLIENT_ID ??= 'unit-client';
  });

  it('has unique method + path pairs under /api', () => {
    const keys = all.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of all) expect(route.path.startsWith('/api/')).toBe(true);
  });

  it.each(all.map((route) => [routeKey(route), route] as const))(
    '%s is served by its area through a handler that declares the same route',
    async (key, route) => {
      const area = await loadArea(route.area);
      expect(area.area).toBe(route.area);
      const handler = await area.load(key as RouteKey);
      expect(handler.contract.key).toBe(key);
    },
  );

  it('refuses, in an area, a route key that is not one of its own', async () => {
    const [first, second] = routeAreas();
    const other = all.find((route) => route.area === second)!;
    await expect((await loadArea(first!)).load(routeKey(other) as RouteKey)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('marks paid every user route that costs money (AI, workflows) and every write of a paid area', () => {
    for (const route of all) {
      const { startsWorkflows, invokesModel } = permissionsFor(route);
      const paidArea = (paidAreas as readonly string[]).includes(route.area);
      // Admin work (deleting a question in the background) is not a user's paid use.
      const userCost = route.access !== 'admin' && (startsWorkflows.length > 0 || invokesModel);
      if (userCost || (paidArea && route.method !== 'GET')) {
        expect(route.paid, routeKey(route)).toBe(true);
      }
      if (route.paid) expect(route.access, routeKey(route)).toBe('user');
    }
  });
});
