import { describe, expect, it } from 'vitest';
import { acceptConsentRequest, consentOutdated, currentConsent, legalDocuments } from './legal';
import { legalMessages } from './messages/legal';
import { legalPageMessages, type LegalSection } from './messages/legal-pages';

const at = '2026-11-27T12:00:00.000Z';
const length = (sections: readonly LegalSection[]) =>
  sections
    .flatMap((section) => [
      section.title,
      ...section.paragraphs,
      ...(section.items ?? []),
      ...(section.after ?? []),
    ])
    .join('\n').length;

describe('the legal documents', () => {
  it('each has a version and a real publication day', () => {
    for (const { version, publishedOn } of Object.values(legalDocuments)) {
      expect(version).toMatch(/^\d+\.\d+$/);
      expect(new Date(`${publishedOn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(publishedOn);
    }
  });

  it('each page holds well over 1,000 characters of text', () => {
    expect(length(legalPageMessages.privacySections)).toBeGreaterThan(1000);
    expect(length(legalPageMessages.termsSections)).toBeGreaterThan(1000);
  });

  it('the privacy policy names every right of LGPD art. 18 and where to exercise it', () => {
    const rights = legalPageMessages.privacySections.find((section) => section.title.includes('direitos'))!;
    const text = rights.items!.join(' ');
    for (const right of [
      'Confirmação',
      'acesso',
      'Correção',
      'Anonimização',
      'Portabilidade',
      'Eliminação',
      'Informação sobre com quem',
      'não consentir',
      'Revogação',
    ]) {
      expect(text).toContain(right);
    }
    expect(text).toContain('Perfil → Meus dados');
  });
});

describe('consent', () => {
  it('is outdated when absent or naming another version of either document', () => {
    expect(consentOutdated(null)).toBe(true);
    expect(consentOutdated(undefined)).toBe(true);
    expect(consentOutdated(currentConsent(at))).toBe(false);
    expect(consentOutdated({ ...currentConsent(at), termsVersion: '0.9' })).toBe(true);
    expect(consentOutdated({ ...currentConsent(at), privacyVersion: '0.9' })).toBe(true);
  });

  it('accepts only an explicit true, refusing anything else with the catalogue message', () => {
    expect(acceptConsentRequest.parse({ termsAccepted: true })).toEqual({ termsAccepted: true });
    for (const termsAccepted of [false, undefined, 'true', 1]) {
      const result = acceptConsentRequest.safeParse({ termsAccepted });
      expect(result.error?.issues[0]?.message).toBe(legalMessages.acceptanceRequired);
    }
  });
});
