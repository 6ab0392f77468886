import { updateMeRequest } from '../../contracts/me';
import { updateProfileNames } from '../../data/profiles';
import { toUserSummary } from '../../data/user-summary';
import { defineHandler, ok } from '../../http/define-handler';
import { notFound } from '../../http/errors';

export const handler = defineHandler('PATCH /api/me', { body: updateMeRequest }, async ({ auth, body }) => {
  const profile = await updateProfileNames(auth.userId, body);
  if (!profile) throw notFound();
  return ok(toUserSummary(profile, auth.roles));
});
