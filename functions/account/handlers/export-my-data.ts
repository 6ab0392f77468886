import { exportMyData } from '../data-export';
import { myDataMessages } from '../../contracts/messages/my-data';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { AppError } from '../../platform/http/errors';

/** "Baixar meus dados": the signed-in user's own data as one JSON document (docs/data-export.md). */
export const handler = defineHandler('POST /api/me/export', {}, async ({ auth }) => {
  if (auth.impersonatedBy)
    throw new AppError('PERMISSION_DENIED', myDataMessages.export.notWhileImpersonating);
  return ok(await exportMyData(auth.userId));
});
