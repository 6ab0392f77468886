import { updateMeRequest } from '../../contracts/me';
import { updateAccount } from '../accounts';
import { toMeResponse } from '../user-summary';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { notFound } from '../../platform/http/errors';

export const handler = defineHandler('PATCH /api/me', { body: updateMeRequest }, async ({ auth, body }) => {
  const profile = await updateAccount(auth.userId, body);
  if (!profile) throw notFound();
  return ok(toMeResponse(profile, auth.roles));
});
