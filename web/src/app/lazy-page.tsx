import { createElement, use, type ComponentType, type ReactElement } from 'react';

/** A route's screen whose module loads on first use; `preload` starts it early (see preloadRoutes). */
export type LazyPage = (() => ReactElement) & { preload(): Promise<ComponentType> };

/**
 * Like React.lazy, with two differences a router needs: once loaded, the screen renders at once (so a
 * page hydrates without suspending), and a module that failed to load is asked for again on the next
 * render ('Tentar novamente' of the error screen) instead of failing forever.
 */
export function lazyPage<T>(load: () => Promise<T>, pick: (module: T) => ComponentType): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Page() {
    return createElement(loaded ?? use(preload()));
  }
  return Object.assign(Page, { preload });
}
