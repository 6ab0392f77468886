import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { appConfig, validateAppConfig } from '@config/app-config';
import { App } from './app/app';
import { loadMatchedRoutes, routes } from './app/router';
import { STATIC_PAGE, unlockStaticPage } from './app/static-page';

// The spec's start-up sanity check: an invalid configuration aborts start-up (the error is in the console).
validateAppConfig(appConfig);

const container = document.getElementById('root')!;
const app = () => <App router={createBrowserRouter(routes)} onMounted={() => unlockStaticPage(container)} />;

// The page's route modules load first, so that the router's first render is the page. index.html may
// have put that page's prerendered HTML here (see prerender.tsx): then it is hydrated. Should the
// modules fail to load, the app renders from scratch and the router shows its error page.
loadMatchedRoutes(window.location.pathname).then(
  () =>
    // A transition: React renders (and hydrates) in slices, yielding to the browser between them.
    startTransition(() => {
      if (container.hasAttribute(STATIC_PAGE)) hydrateRoot(container, app());
      else createRoot(container).render(app());
    }),
  () => {
    container.replaceChildren();
    createRoot(container).render(app());
  },
);
