import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React hydrates the component (and at build time, prerender/render.tsx), true in any other
 * render: once hydrated, React renders it again at once with true.
 *
 * For a prerendered page whose first client render must be the HTML on screen although its data may
 * already be in the query cache. The /dashboard preview's page sits in the shell's Suspense boundary,
 * which React hydrates after the shell has committed; the shell's queries have started by then and take
 * the boot script's early answers (lib/early-requests.ts), often before the page hydrates. Whether they
 * come first depends on timing (at 1366 px the shell's media query changes after the shell commits, and
 * the update hydrates the page at once; at 375 px nothing hurries it).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
