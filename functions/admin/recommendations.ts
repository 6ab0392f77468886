import type { AdminRecommendation, RecommendationFields } from '../contracts/admin-recommendations';
import { adminMessages } from '../contracts/messages/admin';
import {
  createRecommendation,
  deleteRecommendation,
  listInvestorProfiles,
  recommendationId,
  replaceRecommendation,
} from '../analyses/investor-catalogue';
import type { AuditEntry } from '../platform/data/audit-log';
import { DomainError, notFoundFailure } from '../domain/errors';

const text = adminMessages.recommendations;

async function requireProfile(profileId: string): Promise<void> {
  const profiles = await listInvestorProfiles();
  if (!profiles.some((profile) => profile.profileId === profileId)) {
    throw new DomainError('invalid', text.unknownProfile, [
      { field: 'profileId', message: text.unknownProfile },
    ]);
  }
}

const duplicate = () =>
  new DomainError('conflict', text.duplicate, [{ field: 'revenueMin', message: text.duplicate }]);

/** A new band; its key (profile, type, minimum revenue) must be free. */
export async function addRecommendation(
  fields: RecommendationFields,
  audit: AuditEntry,
): Promise<AdminRecommendation> {
  await requireProfile(fields.profileId);
  if (!(await createRecommendation(fields, audit))) throw duplicate();
  return { id: recommendationId(fields), ...fields };
}

/** The band `id` with new values (a changed key moves it, in one transaction). */
export async function changeRecommendation(
  id: string,
  fields: RecommendationFields,
  audit: AuditEntry,
): Promise<AdminRecommendation> {
  await requireProfile(fields.profileId);
  const outcome = await replaceRecommendation(id, fields, audit);
  if (outcome === 'missing') throw notFoundFailure(text.notFound);
  if (outcome === 'duplicate') throw duplicate();
  return { id: recommendationId(fields), ...fields };
}

export async function removeRecommendation(id: string, audit: AuditEntry): Promise<void> {
  if (!(await deleteRecommendation(id, audit))) throw notFoundFailure(text.notFound);
}
