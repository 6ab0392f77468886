import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptConsentRequest } from '@contracts/legal';
import type { MeResponse } from '@contracts/me';
import { api } from '../../../lib/api-client';
import { meQuery } from '../../../lib/me';

/** POST /api/me/consent: the versions in force, accepted now; the answer is the new /api/me. */
export function useAcceptConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<MeResponse>('/me/consent', {
        method: 'POST',
        body: { termsAccepted: true } satisfies AcceptConsentRequest,
      }),
    meta: { silent: true },
    onSuccess: (me) => queryClient.setQueryData(meQuery.queryKey, me),
  });
}
