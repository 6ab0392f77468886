import { createBrowserRouter } from 'react-router';
import { appConfig, validateAppConfig } from '@config/app-config';
import { App } from './app';
import { loadMatchedRoutes, routes } from './router';
import { STATIC_PAGE, unlockStaticPage } from './static-page';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app around the browser's router, ready for its first render: the modules of the page's routes are
 * loaded first, so that the first render is the page. `hydrate` when index.html put that page's
 * prerendered HTML in the container (see prerender.tsx). Should the route modules fail to load, the app
 * renders from scratch and the router shows its error page.
 */
export async function prepareApp(container: HTMLElement) {
  // The spec's start-up sanity check: an invalid configuration aborts start-up (the error is in the console).
  validateAppConfig(appConfig);
  // Evaluating this module's imports was one task; loading the route modules is another.
  await nextTask();
  let hydrate = container.hasAttribute(STATIC_PAGE);
  await loadMatchedRoutes(window.location.pathname).catch(() => {
    container.replaceChildren();
    hydrate = false;
  });
  const app = <App router={createBrowserRouter(routes)} onMounted={() => unlockStaticPage(container)} />;
  return { app, hydrate };
}
