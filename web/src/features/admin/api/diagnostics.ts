import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDiagnostic,
  CreateDiagnosticRequest,
  ListAdminDiagnosticsResponse,
  UpdateDiagnosticRequest,
} from '@contracts/admin-diagnostics';
import type { DiagnosticExportFile } from '@contracts/admin-questions';
import { api } from '../../../lib/api-client';

/** Spec 3 section 9: the admin diagnostics list is fresh for 30 s and retried twice. */
export const adminDiagnosticsCaching = { retry: 2, staleTime: 30 * 1000 } as const;

const adminDiagnosticsKey = ['admin', 'diagnostics'] as const;

/** GET /api/admin/diagnostics: every diagnostic, published or not, newest first. */
export const adminDiagnosticsQuery = queryOptions({
  queryKey: adminDiagnosticsKey,
  queryFn: () => api<ListAdminDiagnosticsResponse>('/admin/diagnostics'),
  ...adminDiagnosticsCaching,
  meta: { silent: true },
});

export function useAdminDiagnostics() {
  return useQuery(adminDiagnosticsQuery);
}

const path = (id?: string) => `/admin/diagnostics${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

/**
 * After a change: the admin list and every diagnostic's details (their keys begin with the list's), and
 * the users' own diagnostics lists (the hub, the dashboard).
 */
export function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminDiagnosticsKey }),
      queryClient.invalidateQueries({ queryKey: ['diagnostics'] }),
    ]);
}

/** Create (no id: POST, unpublished) or edit (PATCH title, description and icon; the slug stays). */
export function useSaveDiagnostic(id: string | undefined) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: CreateDiagnosticRequest | UpdateDiagnosticRequest) =>
      api<AdminDiagnostic>(path(id), { method: id === undefined ? 'POST' : 'PATCH', body }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

/** The table's switch: PATCH /api/admin/diagnostics/{id}/publication. */
export function usePublishDiagnostic(id: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (isPublished: boolean) =>
      api<AdminDiagnostic>(`${path(id)}/publication`, { method: 'PATCH', body: { isPublished } }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

/** Deletes a diagnostic with its questions (refused for the core four, a published one, one with results). */
export function useDeleteDiagnostic() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: string) => api<void>(path(id), { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

/** GET /api/admin/diagnostics/{id}/export: the file 'Importar' reads back. */
export const fetchDiagnosticExport = (id: string) => api<DiagnosticExportFile>(`${path(id)}/export`);

/** 'Importar': the parsed file; the diagnostic arrives unpublished. */
export function useImportDiagnostic() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (file: unknown) => api<AdminDiagnostic>(`${path()}/import`, { method: 'POST', body: file }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}
