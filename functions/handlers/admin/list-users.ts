import { appConfig } from '../../config/app-config';
import { listUsersQuery } from '../../contracts/admin-users';
import { listProfiles } from '../../data/profiles';
import { toUserSummary } from '../../data/user-summary';
import { defineHandler, ok } from '../../http/define-handler';
import { validationError } from '../../http/errors';

/**
 * Admin: every profile, newest first, from the `USERS` index (one Query per page, no Scan). Pages hold
 * the spec's chunk size (50) of a long list at most: a larger `limit` is capped rather than refused.
 */
export const handler = defineHandler('GET /api/admin/users', { query: listUsersQuery }, async ({ query }) => {
  const pageSize = Math.min(query.limit ?? appConfig.chunkSize, appConfig.chunkSize);
  const page = await listProfiles(query.cursor ?? null, pageSize).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'ElectroError' && /cursor/i.test(error.message)) {
      throw validationError([{ field: 'cursor', message: 'Cursor inválido' }]);
    }
    throw error;
  });
  return ok({ users: page.data.map((profile) => toUserSummary(profile)), cursor: page.cursor });
});
