import { acceptConsentRequest, currentConsent } from '../../contracts/legal';
import { legalMessages } from '../../contracts/messages/legal';
import { now } from '../../platform/data/clock';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { AppError, notFound } from '../../platform/http/errors';
import { recordConsent } from '../profiles';
import { toMeResponse } from '../user-summary';

/**
 * The signed-in user accepts the Termos de Uso and the Política de Privacidade in force (the shell's
 * dialog after a version changed, decision 0046). Only the person: an admin impersonating them may not.
 */
export const handler = defineHandler(
  'POST /api/me/consent',
  { body: acceptConsentRequest },
  async ({ auth }) => {
    if (auth.impersonatedBy) throw new AppError('PERMISSION_DENIED', legalMessages.impersonationRefused);
    const profile = await recordConsent(auth.userId, currentConsent(now()));
    if (!profile) throw notFound();
    return ok(toMeResponse(profile, auth.roles));
  },
);
