import { getProfile } from '../../data/profiles';
import { toUserSummary } from '../../data/user-summary';
import { defineHandler, ok } from '../../http/define-handler';
import { notFound } from '../../http/errors';

export const handler = defineHandler('GET /api/me', {}, async ({ auth }) => {
  const profile = await getProfile(auth.userId);
  if (!profile) throw notFound();
  return ok(toUserSummary(profile, auth.roles));
});
