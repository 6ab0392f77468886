import { listUsers } from '../users';
import { listUsersQuery } from '../../contracts/admin-users';
import { defineHandler, ok } from '../../platform/http/define-handler';

/**
 * Admin: a page of users newest first (or of those the search matches) and how many match. Pages
 * hold the spec's chunk size (50) at most: a larger `limit` is capped rather than refused.
 */
export const handler = defineHandler('GET /api/admin/users', { query: listUsersQuery }, async ({ query }) =>
  ok(await listUsers(query)),
);
