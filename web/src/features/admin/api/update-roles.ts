import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, UpdateRolesRequest } from '@contracts/admin-users';
import { api } from '../../../lib/api-client';
import { invalidateAdminData } from './list-users';

/** 'Gerenciar Permissões': replaces the user's roles (409 when an admin drops their own admin role). */
export function useUpdateRoles(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRolesRequest) =>
      api<AdminUserRow>(`/admin/users/${encodeURIComponent(userId)}/roles`, { method: 'PUT', body }),
    meta: { silent: true },
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
