import type { ExportUsersResponse } from '@contracts/admin-users';
import { api } from '../../../lib/api-client';
import { queryString } from './list-users';

/** Every user matching `search` ('' = all), with the CSV's fields: one explicit read, not cached. */
export function fetchUsersForExport(search: string): Promise<ExportUsersResponse> {
  const query = queryString({ search });
  return api<ExportUsersResponse>(`/admin/users/export${query ? `?${query}` : ''}`);
}
