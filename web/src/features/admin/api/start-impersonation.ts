import { useMutation } from '@tanstack/react-query';
import type { ImpersonationResponse } from '@contracts/impersonation';
import { api } from '../../../lib/api-client';

/** Opens the server-side impersonation session for a user (the browser side: `use-impersonate.ts`). */
export function useStartImpersonation() {
  return useMutation({
    mutationFn: (targetUserId: string) =>
      api<ImpersonationResponse>('/admin/impersonation', { method: 'POST', body: { targetUserId } }),
    meta: { silent: true },
  });
}
