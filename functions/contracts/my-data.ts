import * as z from 'zod';
import { adminUserRow } from './admin-users';
import { myDataMessages } from './messages/my-data';
import { validationMessages } from './messages/validation';

/** POST /api/me/deletion: "Excluir minha conta", confirmed with the password. */
export const deleteMyAccountRequest = z.strictObject({
  password: z.string().min(1, myDataMessages.deletion.passwordRequired).max(256, validationMessages.tooLong),
});
export type DeleteMyAccountRequest = z.infer<typeof deleteMyAccountRequest>;
export const deleteMyAccountResponse = z.object({ success: z.literal(true) });
export type DeleteMyAccountResponse = z.infer<typeof deleteMyAccountResponse>;

/** Downloads of one's own data per São Paulo day (decision 0047). */
export const DATA_EXPORTS_PER_DAY = 5;

/** The export's identity: a reader knows what the file is and which shape it has (docs/data-export.md). */
export const DATA_EXPORT_FORMAT = 'rumo-estrategico/meus-dados';
export const DATA_EXPORT_VERSION = 1;

/** One stored record, as the table holds it without its keys and the data layer's bookkeeping. */
const record = z.record(z.string(), z.unknown());
const records = z.array(record);

/**
 * The profile, with the field names of the admin users' CSV for the same facts (`firstName`,
 * `lastName`, `email`, `createdAt`, `roles`: GET /api/admin/users/export); consents and anything
 * else the profile holds pass through.
 */
export const exportedProfile = z.looseObject(
  adminUserRow.pick({ firstName: true, lastName: true, createdAt: true, roles: true }).extend({
    email: z.string(),
  }).shape,
);

export const exportedAnswer = z.looseObject({
  diagnosticId: z.string(),
  questionId: z.string(),
  optionId: z.string().nullish(),
  value: z.number().nullish(),
  metadata: z.unknown(),
  updatedAt: z.string(),
});

/**
 * POST /api/me/export: everything the platform holds about the user (docs/data-export.md). Every list
 * is present (empty when there is nothing); `other` holds records of kinds this version does not name,
 * so a new kind of record is never left out.
 */
export const dataExport = z.strictObject({
  format: z.literal(DATA_EXPORT_FORMAT),
  version: z.literal(DATA_EXPORT_VERSION),
  exportedAt: z.string(),
  userId: z.string(),
  profile: exportedProfile,
  subscription: record.nullable(),
  answers: z.array(exportedAnswer),
  diagnosticResults: records,
  analyses: records,
  founderSections: records,
  investorReports: records,
  dossier: z.strictObject({ document: record.nullable(), sections: records }),
  actionPlans: records,
  tasks: records,
  notes: records,
  geniusConversations: records,
  planGenerations: records,
  learningProgress: records,
  websiteAnalyses: records,
  instagramAnalyses: records,
  notificationState: records,
  dailyUsage: records,
  impersonationSessions: records,
  /** Admin actions on the account: when and what, without the admin's details. */
  accountHistory: z.array(z.strictObject({ at: z.string(), action: z.string(), byYou: z.boolean() })),
  other: z.array(z.strictObject({ kind: z.string(), record })),
});
export type DataExport = z.infer<typeof dataExport>;
