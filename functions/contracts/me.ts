import * as z from 'zod';
import { validationMessages } from './messages/validation';
import { requiredName } from './fields';

export const roles = ['admin', 'user'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const userSummary = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  createdAt: z.string(),
});
export type UserSummary = z.infer<typeof userSummary>;

export type MeResponse = UserSummary;

export const updateMeRequest = z.strictObject({
  firstName: requiredName(validationMessages.firstNameRequired),
  lastName: requiredName(validationMessages.lastNameRequired),
});
export type UpdateMeRequest = z.infer<typeof updateMeRequest>;
