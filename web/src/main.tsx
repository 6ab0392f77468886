import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { appConfig, validateAppConfig } from '@config/app-config';
import { App } from './app/app';
import { discardPrerendered, isPrerendered, PREVIEW, releaseEarlyInput } from './lib/early-input';
import { loadMatchedRoutes, routes } from './app/router';

// The spec's start-up sanity check: an invalid configuration aborts start-up (the error is in the console).
validateAppConfig(appConfig);

const container = document.getElementById('root')!;

/**
 * A prerendered page (index.html's #root already holds it, see prerender/render.tsx) is hydrated once its
 * route modules are loaded, so the router's first render is that page. React hydrates it in slices (a
 * transition); then the input held meanwhile is replayed. Should the modules fail to load, the app
 * renders from scratch and the router shows its error page.
 */
async function start() {
  const router = () => createBrowserRouter(routes);
  if (container.hasAttribute(PREVIEW)) {
    await previewReplaced(router);
    return;
  }
  if (!isPrerendered(container)) {
    createRoot(container).render(<App router={router()} />);
    return;
  }
  try {
    await loadMatchedRoutes(window.location.pathname);
  } catch {
    discardPrerendered(container);
    createRoot(container).render(<App router={router()} />);
    return;
  }
  const app = <App router={router()} onMounted={() => releaseEarlyInput(container)} />;
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();

/**
 * A signed-in page's preview (prerender/render.tsx) stays on screen until the app's first commit
 * replaces it: its route modules are loaded first, so that commit is the page (the same shell, the
 * page's loading state) rather than the router's empty pending state. Rendered in a transition, so
 * the first render yields to the browser between slices instead of blocking it.
 */
async function previewReplaced(router: () => ReturnType<typeof createBrowserRouter>) {
  // A module that fails to load is tried again by the router, which shows its error page.
  await loadMatchedRoutes(window.location.pathname).catch(() => undefined);
  const root = createRoot(container);
  startTransition(() => {
    root.render(<App router={router()} onMounted={() => container.removeAttribute(PREVIEW)} />);
  });
}
