import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CheckSubscriptionResponse } from '@contracts/subscription';
import { messages } from '@contracts/messages';
import { api } from './api-client';
import { useSession } from './session';
import { useToast } from './toast';

const MIN_SPACING_MS = 30 * 1000;
const REFRESH_MS = 60 * 60 * 1000;

/**
 * The spec's subscription check: not repeated within 30 s of the previous one, refreshed hourly, and
 * its error toast shown only on the first failure in a row.
 */
export function useSubscription() {
  const { data: session } = useSession();
  const toast = useToast();
  const failuresInARow = useRef(0);
  return useQuery({
    queryKey: ['subscription', session?.userId],
    enabled: Boolean(session),
    staleTime: MIN_SPACING_MS,
    refetchInterval: REFRESH_MS,
    retry: 0,
    queryFn: async () => {
      try {
        const result = await api<CheckSubscriptionResponse>('/subscription/check', { method: 'POST' });
        failuresInARow.current = 0;
        return result;
      } catch (error) {
        failuresInARow.current += 1;
        if (failuresInARow.current === 1) {
          toast({ title: messages.subscription.checkErrorTitle, variant: 'destructive' });
        }
        throw error;
      }
    },
  });
}
