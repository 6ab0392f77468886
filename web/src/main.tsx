import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/*
 * The start-up runs in several tasks so that none of them is long on a slow phone: this module (React),
 * then the app's modules (app/start.tsx: MUI, emotion, the router, the shell), then the page's route
 * modules, then the first render, which React does in slices (a transition).
 */
const container = document.getElementById('root')!;

setTimeout(() => {
  void import('./app/start')
    .then(({ prepareApp }) => prepareApp(container))
    .then(({ app, hydrate }) =>
      startTransition(() => {
        if (hydrate) hydrateRoot(container, app);
        else createRoot(container).render(app);
      }),
    );
}, 0);
