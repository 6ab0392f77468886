import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeKey, routes } from '../../functions/routes';

describe('the route manifest', () => {
  it('has unique method + path pairs under /api', () => {
    const keys = routes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes) expect(route.path.startsWith('/api/')).toBe(true);
  });

  it.each(routes.map((route) => [routeKey(route), route] as const))(
    '%s points at a handler that declares the same route',
    (key, route) => {
      const file = `functions/handlers/${route.handler}.ts`;
      expect(existsSync(file)).toBe(true);
      const escaped = key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`defineHandler\\(\\s*'${escaped}'`));
    },
  );
});
