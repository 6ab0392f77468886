import { getProfile } from '../profiles';
import { toMeResponse } from '../user-summary';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { notFound } from '../../platform/http/errors';

export const handler = defineHandler('GET /api/me', {}, async ({ auth }) => {
  const profile = await getProfile(auth.userId);
  if (!profile) throw notFound();
  return ok(toMeResponse(profile, auth.roles));
});
