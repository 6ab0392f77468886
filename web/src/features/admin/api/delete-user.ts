import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMessages } from '@contracts/messages/admin';
import type { DeleteUserResponse } from '@contracts/admin-users';
import { api } from '../../../lib/api-client';
import { invalidateAdminData } from './list-users';

/**
 * Deletes the user and everything of theirs. Spec 5: only a true result from the server counts; any
 * other answer is the failure 'Falha na exclusão'.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => {
      const answer = await api<DeleteUserResponse | undefined>(`/admin/users/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
      });
      if (answer?.success !== true) throw new Error(adminMessages.toasts.deleteFailed);
      return answer;
    },
    meta: { silent: true },
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
