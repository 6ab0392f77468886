import * as z from 'zod';
import { legalMessages } from './messages/legal';

/**
 * The versions of the Termos de Uso and the Política de Privacidade in force, and the day each was
 * published (yyyy-MM-dd): the one place both are written. The pages show them; a sign-up and the
 * consent dialog record them; GET /api/me compares a stored consent against them (decision 0046).
 * Raise a version when its text changes in substance: every signed-in user is then asked once again.
 */
export const legalDocuments = {
  terms: { version: '1.0', publishedOn: '2026-11-27' },
  privacy: { version: '1.0', publishedOn: '2026-11-27' },
} as const;

/** What an account accepted, and when (ISO 8601): stored on the profile as `consents`. */
export const consentRecord = z.object({
  termsVersion: z.string(),
  privacyVersion: z.string(),
  acceptedAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

/** The sign-up forms' checkbox: only an explicit `true` is an acceptance. */
export const termsAcceptedField = z.literal(true, { error: legalMessages.acceptanceRequired });

/** POST /api/me/consent: the signed-in user accepts the versions in force. */
export const acceptConsentRequest = z.strictObject({ termsAccepted: termsAcceptedField });
export type AcceptConsentRequest = z.infer<typeof acceptConsentRequest>;

/** The versions in force, accepted at `at`. */
export function currentConsent(at: string): ConsentRecord {
  return {
    termsVersion: legalDocuments.terms.version,
    privacyVersion: legalDocuments.privacy.version,
    acceptedAt: at,
  };
}

/** True when there is no consent, or it names a version other than the one in force. */
export function consentOutdated(consent: ConsentRecord | null | undefined): boolean {
  return (
    !consent ||
    consent.termsVersion !== legalDocuments.terms.version ||
    consent.privacyVersion !== legalDocuments.privacy.version
  );
}

/**
 * The controller and its encarregado (DPO), shown on both pages: deployment configuration, never code
 * (the web's config.json, written by infra/stacks/web-stack.ts and by the local stack).
 */
export const legalContact = z.object({
  /** The controller's legal name (razão social). */
  controllerName: z.string().min(1),
  cnpj: z.string().min(1),
  /** The encarregado's name, or the team that answers as encarregado. */
  dpoName: z.string().min(1),
  dpoEmail: z.string().min(1),
});
export type LegalContact = z.infer<typeof legalContact>;
