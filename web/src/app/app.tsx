import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { AppProviders } from './providers';
import { AppRoutes, FirstScreenMounted } from './router';

/** Where the app gets its address: the browser's history (main.tsx) or, at build time, a fixed path. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

/**
 * The whole app inside a router: the browser's (main.tsx) or, at build time, a memory router
 * (prerender/render.tsx). `onMounted` runs once its first screen is on screen (hydrated, for a
 * prerendered page), after the screen's effects.
 */
export function App({ Router, onMounted }: { Router: AppRouter; onMounted?: () => void }) {
  return (
    <StrictMode>
      <AppProviders>
        <FirstScreenMounted value={onMounted}>
          <Router>
            <AppRoutes />
          </Router>
        </FirstScreenMounted>
      </AppProviders>
    </StrictMode>
  );
}
