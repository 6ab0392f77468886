import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { toast } from '../lib/toast';

/**
 * One cache for the whole visit: module scope, so leaving for the landing page and back keeps it (the
 * build-time render empties it between pages, prerender/render.tsx).
 */
export const queryClient = createQueryClient(toast);

/**
 * Every route but the landing page sits under this layout: the landing page shows no server data, so it
 * does not load TanStack Query.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
