import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, CreateUserRequest } from '@contracts/admin-users';
import { api } from '../../../lib/api-client';
import { invalidateAdminData } from './list-users';

/** 'Novo Usuário': a confirmed account with its profile (409 when the e-mail is taken). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => api<AdminUserRow>('/admin/users', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
