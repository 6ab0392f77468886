/**
 * The product's areas. On the server each is one Lambda (see functions/routes.ts); the paid ones are
 * the parts of the product a subscription buys: their routes answer 403 without an active or trial
 * subscription (admins always pass), and the SPA's subscription guard covers their pages.
 */
export const areas = [
  'health',
  'auth',
  'account',
  'payments',
  'stripe-webhook',
  'diagnostics',
  'analyses',
  'dossier',
  'action-plan',
  'learning',
  'marketing',
  'admin',
] as const;
export type Area = (typeof areas)[number];

export const paidAreas = [
  'diagnostics',
  'analyses',
  'dossier',
  'action-plan',
  'learning',
  'marketing',
] as const satisfies readonly Area[];
export type PaidArea = (typeof paidAreas)[number];
