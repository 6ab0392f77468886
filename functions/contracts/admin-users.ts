import * as z from 'zod';
import { adminMessages } from './messages/admin';
import { emailField, requiredName, signUpPassword } from './fields';
import { validationMessages } from './messages/validation';
import { roleSchema } from './me';

/**
 * The admin users screen's calls (spec 1, sections 2 "Admin users screen", 3 "Admin user list row", 5
 * "Admin new/edit user", "Role selection"). Search: see docs/decisions/0051-user-search-through-a-sharded-line-index.md.
 */

/** Search terms are read up to this length (longer ones are refused). */
export const SEARCH_MAX = 100;

export const listUsersQuery = z.strictObject({
  /** Case- and accent-insensitive; each word must appear somewhere in the full name or the e-mail. */
  search: z.string().max(SEARCH_MAX).optional(),
  cursor: z.string().min(1).max(2048).optional(),
  /** Page size; the handler caps it at the app configuration's chunk size (50), also its default. */
  limit: z.coerce.number().int().min(1).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

/** The user's subscription as the table shows it (null: never had one). */
export const adminUserSubscription = z.object({
  id: z.string(),
  status: z.string(),
  planId: z.string().nullable(),
  planName: z.string(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  canceledAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** A Stripe subscription (billing runs at Stripe) rather than one granted here or a trial. */
  paidWithStripe: z.boolean(),
});
export type AdminUserSubscription = z.infer<typeof adminUserSubscription>;

/** Spec 3 "Admin user list row". `email` is null when it could not be read ('Email não disponível'). */
export const adminUserRow = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  emailFetched: z.boolean(),
  createdAt: z.string(),
  roles: z.array(roleSchema),
  subscription: adminUserSubscription.nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const listUsersResponse = z.object({
  users: z.array(adminUserRow),
  /** Every user that matches (all users without a search), not the rows of this page. */
  total: z.number().int().nonnegative(),
  cursor: z.string().nullable(),
});
export type ListUsersResponse = z.infer<typeof listUsersResponse>;

/** GET /api/admin/users/export: the CSV's rows (spec: Nome, Sobrenome, Email, Data de Criação, Papel). */
export const exportUsersQuery = z.strictObject({ search: z.string().max(SEARCH_MAX).optional() });
export const exportUsersResponse = z.object({
  users: z.array(
    adminUserRow.pick({ firstName: true, lastName: true, email: true, createdAt: true, roles: true }),
  ),
});
export type ExportUsersResponse = z.infer<typeof exportUsersResponse>;

export const userIdParams = z.strictObject({ userId: z.string().trim().min(1).max(100) });

const v = validationMessages;

/** Spec 5 "Admin new user": every field required, password at least 6 ('mín. 6 caracteres'). */
export const createUserRequest = z.strictObject({
  firstName: requiredName(v.firstNameRequired),
  lastName: requiredName(v.lastNameRequired),
  email: emailField,
  password: signUpPassword,
  role: roleSchema.default('user'),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

/** Spec 5 "Admin edit user": names and role; the e-mail cannot be changed. */
export const updateUserRequest = z.strictObject({
  firstName: requiredName(v.firstNameRequired),
  lastName: requiredName(v.lastNameRequired),
  role: roleSchema,
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** 'Gerenciar Permissões': the roles to hold, at least one (spec 4 and 5 "Role selection"). */
export const updateRolesRequest = z.strictObject({
  roles: z
    .array(roleSchema)
    .min(1, adminMessages.roles.atLeastOne)
    .max(2)
    .refine((list) => new Set(list).size === list.length, adminMessages.roles.atLeastOne),
});
export type UpdateRolesRequest = z.infer<typeof updateRolesRequest>;

/** DELETE answers the spec's boolean result. */
export const deleteUserResponse = z.object({ success: z.literal(true) });
export type DeleteUserResponse = z.infer<typeof deleteUserResponse>;
