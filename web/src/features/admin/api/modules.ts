import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMaterial,
  AdminModule,
  AdminModuleResponse,
  ListAdminModulesResponse,
  MaterialFields,
  ModuleFields,
  SaveItemsRequest,
  UploadGrantResponse,
} from '@contracts/admin-modules';
import type { UploadContentType } from '@contracts/uploads';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

const enc = encodeURIComponent;
const modulesKey = ['admin', 'modules'] as const;
const moduleKey = (moduleId: string) => [...modulesKey, moduleId] as const;
const modulePath = (moduleId: string) => `/admin/modules/${enc(moduleId)}`;
const materialPath = (moduleId: string, materialId: string) =>
  `${modulePath(moduleId)}/materials/${enc(materialId)}`;

/** GET /api/admin/modules: every module in order, drafts included. */
export const adminModulesQuery = queryOptions({
  queryKey: modulesKey,
  queryFn: () => api<ListAdminModulesResponse>('/admin/modules'),
  meta: { silent: true },
});

export const useAdminModules = () => useQuery(adminModulesQuery);

/** GET /api/admin/modules/{id}: the module with every material and its items. */
export function useAdminModule(moduleId: string) {
  return useQuery({
    queryKey: moduleKey(moduleId),
    queryFn: () => api<AdminModuleResponse>(modulePath(moduleId)),
    meta: { silent: true },
  });
}

/** After a change: the admin's lists and the users' learning screens (which the admin may open too). */
function useRefresh(moduleId?: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moduleId ? moduleKey(moduleId) : modulesKey }),
      ...(moduleId ? [queryClient.invalidateQueries({ queryKey: modulesKey, exact: true })] : []),
      queryClient.invalidateQueries({ queryKey: ['learning'] }),
    ]);
}

/** 'Novo Módulo' (no id: POST) or the edit dialog (PATCH). */
export function useSaveModule(moduleId: string | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ModuleFields) =>
      api<AdminModule>(moduleId ? modulePath(moduleId) : '/admin/modules', {
        method: moduleId ? 'PATCH' : 'POST',
        body,
      }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

export function useDeleteModule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (moduleId: string) => api<void>(modulePath(moduleId), { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

/** The table's arrows: the server swaps the module with its neighbour and answers the new list. */
export function useMoveModule() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ moduleId, direction }: { moduleId: string; direction: 'up' | 'down' }) =>
      api<ListAdminModulesResponse>(`${modulePath(moduleId)}/move`, { method: 'POST', body: { direction } }),
    meta: { silent: true },
    onSuccess: (list) => {
      queryClient.setQueryData(modulesKey, list);
      return refresh();
    },
    onError: refresh,
  });
}

/** 'Novo Material' (no id: POST) or a material's edit dialog (PATCH). */
export function useSaveMaterial(moduleId: string, materialId: string | undefined) {
  const refresh = useRefresh(moduleId);
  return useMutation({
    mutationFn: (body: MaterialFields) =>
      api<AdminMaterial>(
        materialId ? materialPath(moduleId, materialId) : `${modulePath(moduleId)}/materials`,
        {
          method: materialId ? 'PATCH' : 'POST',
          body,
        },
      ),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

export function useDeleteMaterial(moduleId: string) {
  const refresh = useRefresh(moduleId);
  return useMutation({
    mutationFn: (materialId: string) => api<void>(materialPath(moduleId, materialId), { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

export function useSaveItems(moduleId: string, materialId: string) {
  const refresh = useRefresh(moduleId);
  return useMutation({
    mutationFn: (body: SaveItemsRequest) =>
      api<unknown>(`${materialPath(moduleId, materialId)}/items`, { method: 'PUT', body }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

/**
 * Uploads one file into a module: a short-lived grant from the API (type and size checked there), then
 * the multipart form to where the grant says (S3 in the cloud, the local store on one machine), the
 * file last. Resolves with the address the item's content takes.
 */
export async function uploadFile(moduleId: string, file: File): Promise<string> {
  const grant = await api<UploadGrantResponse>(`${modulePath(moduleId)}/uploads`, {
    method: 'POST',
    body: { contentType: file.type as UploadContentType, size: file.size },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
  form.append('file', file);
  const answer = await fetch(grant.url, { method: 'POST', body: form });
  if (!answer.ok) {
    // The local store answers a service result; S3 answers XML (its policy refused the file).
    const body = (await answer.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(answer.status, 'VALIDATION_ERROR', body?.message ?? answer.statusText);
  }
  return grant.fileUrl;
}
