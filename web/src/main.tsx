import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { appConfig, validateAppConfig } from '@config/app-config';
import { App } from './app/app';
import {
  bootPreloadsDone,
  discardPrerendered,
  isPrerendered,
  PREVIEW,
  releaseEarlyInput,
} from './lib/early-input';
import { preloadRoutes } from './app/router';

// The spec's start-up sanity check: an invalid configuration aborts start-up (the error is in the console).
validateAppConfig(appConfig);

const container = document.getElementById('root')!;

/**
 * A prerendered page (index.html's #root already holds it, see prerender/render.tsx) is hydrated once its
 * route modules are loaded, so the router's first render is that page. React hydrates it in slices (a
 * transition); then the input held meanwhile is replayed. Should the modules fail to load, the app
 * renders from scratch and the page shows its error screen.
 */
async function start() {
  if (container.hasAttribute(PREVIEW)) {
    await hydratePreview();
    return;
  }
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

/**
 * A signed-in page's preview (prerender/render.tsx) is the app's first render for this user (the shell,
 * the page's loading state), so the app hydrates it once its route modules are loaded, in a transition:
 * React adopts the DOM on screen in slices instead of building it again in one long task. Should it
 * differ after all, React renders from scratch and replaces it (a recoverable error in the console).
 */
async function hydratePreview() {
  try {
    await bootPreloadsDone();
    await preloadRoutes(window.location.pathname);
  } catch {
    container.removeAttribute(PREVIEW);
    discardPrerendered(container);
    createRoot(container).render(<App Router={BrowserRouter} />);
    return;
  }
  // Clicks on its buttons (the bell, the user menu) were held meanwhile, as on /auth: replayed now.
  const release = () => {
    container.removeAttribute(PREVIEW);
    releaseEarlyInput(container);
  };
  const app = <App Router={BrowserRouter} onMounted={release} />;
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
