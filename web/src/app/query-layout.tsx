import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { publicPaths } from '../lib/route-paths';
import { onAccountChange } from '../lib/session';
import { onSubscriptionRequired } from '../lib/subscription-required';
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
  useSubscriptionEndedRedirect();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

/**
 * A subscription that ends mid-visit: the first paid call the API refuses for it sends the user to
 * /pricing with the server's message, and the subscription check is read again there (the hourly
 * refresh would come too late). Calls refused at the same moment add nothing: the toast store drops
 * an identical error toast and the address is already /pricing.
 */
function useSubscriptionEndedRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSubscriptionRequired((message) => {
        toast({ title: message, variant: 'destructive' });
        void queryClient.invalidateQueries({ queryKey: ['subscription'] });
        if (window.location.pathname !== publicPaths.pricing) void navigate(publicPaths.pricing);
      }),
    [navigate],
  );
}
