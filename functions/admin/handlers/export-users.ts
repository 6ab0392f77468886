import { exportUsers } from '../users';
import { exportUsersQuery } from '../../contracts/admin-users';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: the CSV's fields of every user (or of those the search matches); the browser writes the file. */
export const handler = defineHandler(
  'GET /api/admin/users/export',
  { query: exportUsersQuery },
  async ({ query }) => ok(await exportUsers(query.search)),
);
