import { appConfig } from '../platform/config/app-config';
import type {
  AdminUserRow,
  CreateUserRequest,
  ExportUsersResponse,
  ListUsersQuery,
  ListUsersResponse,
} from '../contracts/admin-users';
import type { Role } from '../contracts/me';
import { adminMessages } from '../contracts/messages/admin';
import { createAccount, setProfileRoles, updateAccount } from '../account/accounts';
import { auditEntryOf, type AuditOf } from '../platform/data/audit-log';
import { getProfile, listProfiles, Profile } from '../account/profiles';
import { getStats } from '../platform/data/stats';
import { searchUserIds } from '../account/user-search';
import { DomainError, notFoundFailure } from '../domain/errors';
import { searchWords } from '../domain/user-search';
import { ADMIN_GROUP } from '../platform/http/auth-context';
import {
  addUserToGroup,
  createConfirmedUser,
  deleteUser,
  removeUserFromGroup,
  signOutEverywhere,
  updateUserNames,
} from '../platform/identity/user-directory';
import { readRows, readUser, toAdminRow } from './user-rows';

const SEARCH_CURSOR = /^offset:(\d{1,6})$/;

const invalidCursor = () =>
  new DomainError('invalid', 'Cursor inválido', [{ field: 'cursor', message: 'Cursor inválido' }]);

/**
 * Whether a cursor is one the list gave out: ElectroDB's base64url JSON of the `USERS` index's last key
 * (the table's and the index's keys). Anything else would fail inside ElectroDB or DynamoDB as a 500.
 */
function isListCursor(cursor: string): boolean {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof key !== 'object' || key === null || Array.isArray(key)) return false;
    const fields = key as Record<string, unknown>;
    const names = ['pk', 'sk', 'gsi1pk', 'gsi1sk'];
    return (
      Object.keys(fields).length === names.length &&
      names.every((name) => typeof fields[name] === 'string' && fields[name] !== '') &&
      fields.gsi1pk === 'USERS'
    );
  } catch {
    return false;
  }
}

/** The roles an edit's single role stands for: an admin is also a user. */
export const rolesFor = (role: Role): Role[] => (role === 'admin' ? ['admin', 'user'] : ['user']);

/**
 * A page of users, newest first, and how many match. Without a search: one Query of the `USERS` index
 * and the profiles counter, together, then the page's subscriptions. With one: every shard of the search
 * index at once (functions/account/user-search.ts), then the page's profiles and subscriptions. Two
 * round trips each.
 */
export async function listUsers(query: ListUsersQuery): Promise<ListUsersResponse> {
  const pageSize = Math.min(query.limit ?? appConfig.chunkSize, appConfig.chunkSize);
  const words = searchWords(query.search ?? '');
  if (words.length === 0) {
    if (query.cursor && !isListCursor(query.cursor)) throw invalidCursor();
    const [stats, page] = await Promise.all([
      getStats(),
      listProfiles(query.cursor ?? null, pageSize).catch((error: unknown) => {
        if (error instanceof Error && error.name === 'ElectroError' && /cursor/i.test(error.message)) {
          throw invalidCursor();
        }
        throw error;
      }),
    ]);
    const profiles = page.data as unknown as Record<string, unknown>[];
    const users = await readRows(
      profiles.map((profile) => String(profile.userId)),
      profiles,
    );
    return { users, total: stats.profiles, cursor: page.cursor };
  }
  const offset = query.cursor ? Number(SEARCH_CURSOR.exec(query.cursor)?.[1] ?? NaN) : 0;
  if (!Number.isInteger(offset)) throw invalidCursor();
  const hits = await searchUserIds(words);
  const page = hits.slice(offset, offset + pageSize);
  const next = offset + pageSize < hits.length ? `offset:${offset + pageSize}` : null;
  return { users: await readRows(page.map((hit) => hit.userId)), total: hits.length, cursor: next };
}

/** Every matching user's CSV fields (an explicit export, not a keystroke: it may read them all). */
export async function exportUsers(search: string | undefined): Promise<ExportUsersResponse> {
  const words = searchWords(search ?? '');
  const rows = words.length
    ? await readRows((await searchUserIds(words)).map((hit) => hit.userId))
    : (await Profile.query.all({}).go({ pages: 'all', order: 'desc' })).data.map((profile) => ({
        ...profile,
        email: profile.email || null,
        roles: profile.roles as Role[],
      }));
  return {
    users: rows.map(({ firstName, lastName, email, createdAt, roles }) => ({
      firstName,
      lastName,
      email,
      createdAt,
      roles,
    })),
  };
}

export async function requireProfile(userId: string) {
  const profile = await getProfile(userId);
  if (!profile) throw notFoundFailure(adminMessages.userNotFound);
  return profile;
}

async function requireUser(userId: string) {
  const user = await readUser(userId);
  if (!user) throw notFoundFailure(adminMessages.userNotFound);
  return user;
}

/**
 * A confirmed Cognito user (admin group for an admin), its profile, search line and audit; or
 * nothing. The row is what was written (a new user has no subscription).
 */
export async function createUser(
  request: Required<CreateUserRequest>,
  audit: AuditOf<AdminUserRow>,
): Promise<AdminUserRow> {
  const userId = await createConfirmedUser(request);
  try {
    if (request.role === 'admin') await addUserToGroup(request.email, ADMIN_GROUP);
    const { profile } = await createAccount(
      {
        userId,
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
        roles: rolesFor(request.role),
      },
      { audit: (profile) => auditEntryOf(audit, toAdminRow(profile, null)) },
    );
    return toAdminRow(profile, null);
  } catch (error) {
    await deleteUser(request.email);
    throw error;
  }
}

const noSelfDemotion = (actorId: string, userId: string, roles: Role[]) => {
  if (actorId === userId && !roles.includes('admin')) {
    throw new DomainError('conflict', adminMessages.cannotChangeSelf);
  }
};

const sameRoles = (a: readonly Role[], b: readonly Role[]) => [...a].sort().join() === [...b].sort().join();

/**
 * Runs a profile write after putting the `admin` Cognito group in step with `roles` (the token's
 * claim; the profile's roles are what the server confirms); a failed write puts the group back.
 */
async function withAdminGroup(
  email: string,
  was: readonly Role[],
  roles: readonly Role[],
  write: () => Promise<void>,
) {
  const wasAdmin = was.includes('admin');
  const isAdmin = roles.includes('admin');
  const setGroup = (admin: boolean) =>
    admin ? addUserToGroup(email, ADMIN_GROUP) : removeUserFromGroup(email, ADMIN_GROUP);
  if (wasAdmin !== isAdmin) await setGroup(isAdmin);
  try {
    await write();
  } catch (error) {
    if (wasAdmin !== isAdmin) await setGroup(wasAdmin);
    throw error;
  }
  // A demotion ends at once: no new token (global sign-out), and the server checks the profile's
  // roles on every admin request (functions/platform/http/admin-role.ts).
  if (wasAdmin && !isAdmin) await signOutEverywhere(email);
}

/**
 * The roles a user holds: the `admin` Cognito group first, then the profile's list with the audit
 * (one transaction). The profile and subscription are read together; the answer is what was written.
 */
export async function replaceRoles(
  actorId: string,
  userId: string,
  roles: Role[],
  audit: AuditOf<AdminUserRow>,
): Promise<AdminUserRow> {
  noSelfDemotion(actorId, userId, roles);
  const { profile, row } = await requireUser(userId);
  const changed = { ...row, roles };
  await withAdminGroup(profile.email, profile.roles as Role[], roles, async () => {
    if (!(await setProfileRoles(userId, roles, auditEntryOf(audit, changed)))) {
      throw notFoundFailure(adminMessages.userNotFound);
    }
  });
  return changed;
}

/**
 * Spec "Admin edit user": names and role (the e-mail cannot change): the profile and subscription
 * read together, the group, then names, roles, search line and audit in ONE transaction; the
 * pool's names follow. The answer is what was written.
 */
export async function updateUser(
  actorId: string,
  userId: string,
  change: { firstName: string; lastName: string; role: Role },
  audit: AuditOf<AdminUserRow>,
): Promise<AdminUserRow> {
  const roles = rolesFor(change.role);
  noSelfDemotion(actorId, userId, roles);
  const { profile, row } = await requireUser(userId);
  const rolesChanged = !sameRoles(profile.roles as Role[], roles);
  const changed = { ...row, firstName: change.firstName, lastName: change.lastName, roles };
  await withAdminGroup(profile.email, profile.roles as Role[], roles, async () => {
    const updated = await updateAccount(
      userId,
      { firstName: change.firstName, lastName: change.lastName, ...(rolesChanged ? { roles } : {}) },
      { before: profile, audit: auditEntryOf(audit, changed) },
    );
    if (!updated) throw notFoundFailure(adminMessages.userNotFound);
  });
  await updateUserNames(profile.email, change);
  return changed;
}
