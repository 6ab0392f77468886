import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { AppProviders } from './providers';
import { AppRoutes, FirstScreenMounted } from './router';

/** Where the app gets its address: the browser's history (main.tsx) or, at build time, a fixed path. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

/**
 * The whole app inside a router: the browser's (main.tsx) or a memory router (a render outside the
 * browser). `onMounted` runs once its first screen is on screen (hydrated, when it hydrates a page),
 * after the screen's effects.
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
