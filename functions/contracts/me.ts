import * as z from 'zod';
import { validationMessages } from './messages/validation';
import { requiredName } from './fields';
import { consentRecord } from './legal';

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

/**
 * GET /api/me: the summary, the terms and privacy versions the user accepted (null: none yet) and
 * whether they are older than the versions in force (the shell then asks once, decision 0046).
 */
export const meResponse = userSummary.extend({
  consents: consentRecord.nullable(),
  consentOutdated: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponse>;

export const updateMeRequest = z.strictObject({
  firstName: requiredName(validationMessages.firstNameRequired),
  lastName: requiredName(validationMessages.lastNameRequired),
});
export type UpdateMeRequest = z.infer<typeof updateMeRequest>;
