import { updateMeRequest } from '../../contracts/me';
import { updateAccount } from '../../data/accounts';
import { toUserSummary } from '../../data/user-summary';
import { defineHandler, ok } from '../../http/define-handler';
import { notFound } from '../../http/errors';

export const handler = defineHandler('PATCH /api/me', { body: updateMeRequest }, async ({ auth, body }) => {
  const profile = await updateAccount(auth.userId, body);
  if (!profile) throw notFound();
  return ok(toUserSummary(profile, auth.roles));
});
