import * as z from 'zod';
import { userSummary } from './me';

export const listUsersQuery = z.strictObject({
  cursor: z.string().min(1).max(2048).optional(),
  /** Page size; the handler caps it at the app configuration's chunk size (50), also its default. */
  limit: z.coerce.number().int().min(1).optional(),
});

export const listUsersResponse = z.object({
  users: z.array(userSummary),
  cursor: z.string().nullable(),
});
export type ListUsersResponse = z.infer<typeof listUsersResponse>;
