import { useQuery } from '@tanstack/react-query';
import type { CheckSubscriptionResponse } from '@contracts/subscription';
import { subscriptionMessages } from '@contracts/messages/subscription';
import { appConfig } from '@config/app-config';
import { api } from './api-client';
import { useSession } from './session';
import { useToast } from './toast';

const { minSpacingMs, refreshIntervalMs } = appConfig.subscriptionCheck;

/**
 * Failures in a row, counted once for the app rather than per component: the header's badge and the
 * screens all observe the same query, and only its first failure in a row may show the toast.
 */
let failuresInARow = 0;

/**
 * The spec's subscription check: not repeated within 30 s of the previous one, refreshed hourly, and
 * its error toast shown only on the first failure in a row.
 */
export function useSubscription() {
  const { data: session } = useSession();
  const toast = useToast();
  return useQuery({
    queryKey: ['subscription', session?.userId],
    enabled: Boolean(session),
    staleTime: minSpacingMs,
    refetchInterval: refreshIntervalMs,
    retry: 0,
    // It shows its own error toast (first failure in a row only), not the global 'Erro de conexão'.
    meta: { silent: true },
    queryFn: async () => {
      try {
        const result = await api<CheckSubscriptionResponse>('/subscription/check', {
          method: 'POST',
          readOnly: true,
        });
        failuresInARow = 0;
        return result;
      } catch (error) {
        failuresInARow += 1;
        if (failuresInARow === 1) {
          toast({ title: subscriptionMessages.checkErrorTitle, variant: 'destructive' });
        }
        throw error;
      }
    },
  });
}
