import { consentOutdated } from '../contracts/legal';
import type { MeResponse, Role, UserSummary } from '../contracts/me';
import type { ProfileItem } from './profiles';

export function toUserSummary(profile: ProfileItem, roles: Role[] = profile.roles as Role[]): UserSummary {
  return {
    id: profile.userId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    roles,
    createdAt: profile.createdAt,
  };
}

/** The signed-in user's own view: the summary and where their consent stands (decision 0046). */
export function toMeResponse(profile: ProfileItem, roles: Role[]): MeResponse {
  const consents = profile.consents ?? null;
  return { ...toUserSummary(profile, roles), consents, consentOutdated: consentOutdated(consents) };
}
