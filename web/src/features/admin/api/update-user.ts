import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, UpdateUserRequest } from '@contracts/admin-users';
import { api } from '../../../lib/api-client';
import { invalidateAdminData } from './list-users';

/** 'Editar Usuário': names and role (the e-mail cannot change). */
export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) =>
      api<AdminUserRow>(`/admin/users/${encodeURIComponent(userId)}`, { method: 'PATCH', body }),
    meta: { silent: true },
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
