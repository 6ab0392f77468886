import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { onAccountChange } from '../lib/session';
import { toast } from '../lib/toast';

/** One cache for the whole visit: module scope, so leaving for the landing page and back keeps it. */
export const queryClient = createQueryClient(toast);

// The data of the account that signed in or out must not show for the next one.
onAccountChange(() => queryClient.clear());

/**
 * Every route but the landing and sign-in pages sits under this layout: those show no server data (the
 * sign-in pages use the session store, lib/session.ts), so they do not load TanStack Query.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
