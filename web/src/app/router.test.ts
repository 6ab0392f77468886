import { isValidElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminPaths, publicPaths, userScreenPaths } from '../lib/route-paths';
import { routes } from './router';

/** The router's paths, walking the whole tree; redirect-only routes (a `<Navigate>`) are not screens. */
function screenPaths(tree: readonly RouteObject[]): string[] {
  return tree.flatMap((route) => {
    const redirect = isValidElement(route.element) && route.element.type === Navigate;
    const own = route.path && !redirect ? [route.path] : [];
    return [...own, ...screenPaths(route.children ?? [])];
  });
}

describe('route-paths', () => {
  it('lists exactly the screens of the router, each once (the accessibility e2e visits these)', () => {
    const listed = [...Object.values(publicPaths), ...userScreenPaths, ...Object.values(adminPaths)];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...screenPaths(routes)].sort()).toEqual([...listed].sort());
  });
});

describe('analysis addresses without a result id', () => {
  it.each(['/business-analysis', '/investor-analysis', '/business-analysis/'])(
    '%s leads to /diagnostics',
    (path) => {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route.element;
      expect(isValidElement<{ to: string }>(leaf) && leaf.type === Navigate && leaf.props.to).toBe(
        '/diagnostics',
      );
    },
  );
});
