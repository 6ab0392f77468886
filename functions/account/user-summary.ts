import type { Role, UserSummary } from '../contracts/me';
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
