import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { appConfig, validateAppConfig } from '@config/app-config';
import { App } from './app/app';
import { bootPreloadsDone, discardPrerendered, isPrerendered, releaseEarlyInput } from './lib/early-input';
import { preloadRoutes } from './app/router';

// The spec's start-up sanity check: an invalid configuration aborts start-up (the error is in the console).
validateAppConfig(appConfig);

const container = document.getElementById('root')!;

/**
 * A prerendered page (index.html's #root already holds it, see prerender/render.tsx) is hydrated once its
 * route modules are loaded, so the router's first render is that page: /auth as a visitor first sees it,
 * or a signed-in page's preview (the shell and the page's loading state, the app's first render for this
 * user). React adopts the DOM on screen in slices (a transition) instead of building it again in one long
 * task; then the input held meanwhile is replayed. Should the page differ after all, React renders from
 * scratch and replaces it (a recoverable error in the console); should the modules fail to load, the app
 * renders from scratch and shows its error screen.
 */
async function start() {
  if (!isPrerendered(container)) {
    createRoot(container).render(<App Router={BrowserRouter} />);
    return;
  }
  try {
    await bootPreloadsDone();
    await preloadRoutes(window.location.pathname);
  } catch {
    discardPrerendered(container);
    createRoot(container).render(<App Router={BrowserRouter} />);
    return;
  }
  const app = <App Router={BrowserRouter} onMounted={() => releaseEarlyInput(container)} />;
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();
