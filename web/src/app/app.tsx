import { StrictMode, useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from './providers';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app around a router: the browser's (main.tsx) or, at build time, a memory router
 * (prerender/render.tsx). `onMounted` runs once its first render is on screen (hydrated, for a
 * prerendered page), after every effect of the tree.
 */
export function App({ router, onMounted }: { router: AppRouter; onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
