import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManageSubscriptionRequest, ManageSubscriptionResponse } from '@contracts/admin-subscriptions';
import { api } from '../../../lib/api-client';
import { invalidateAdminData } from './list-users';

/** 'Gerenciar Assinatura': create, update, update the expiry, cancel or verify (spec 4). */
export function useManageSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManageSubscriptionRequest) =>
      api<ManageSubscriptionResponse>(`/admin/users/${encodeURIComponent(userId)}/subscription`, {
        method: 'POST',
        body,
      }),
    meta: { silent: true },
    onSuccess: (_answer, body) => {
      if (body.action !== 'verify') void invalidateAdminData(queryClient);
    },
  });
}
