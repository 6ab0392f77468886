import { adminMessages } from '@contracts/messages/admin';
import { api } from './api-client';
import { loadAuth } from './auth-loader';
import { errorMessage } from './error-messages';
import { clearImpersonation, type ImpersonationRecord } from './impersonation';

export type StopOutcome =
  | { kind: 'stopped' }
  /** The signed-in session is not the admin's who started it: the record was dropped. */
  | { kind: 'no-admin-session'; title: string; signedIn: boolean }
  /** Nothing changed: the admin may try again. */
  | { kind: 'failed'; title: string; description: string };

/**
 * 'Voltar para painel admin' (spec 4 "Impersonation": restore the admin session, end the server session,
 * clear the stored record). The admin's session never left: "restoring" it is checking that the
 * signed-in session (tokens refreshed if needed) is still that admin's. Then the server session ends,
 * called as the admin (without the impersonation header), and the record is forgotten. Loaded on click,
 * so the shell does not carry the admin texts.
 */
export async function stopImpersonation(record: ImpersonationRecord): Promise<StopOutcome> {
  let userId: string | undefined;
  try {
    userId = (await (await loadAuth()).currentSession())?.userId;
  } catch (error) {
    return {
      kind: 'failed',
      title: adminMessages.impersonationRestoreError,
      description: errorMessage(error),
    };
  }
  if (userId !== record.adminUserId) {
    clearImpersonation();
    return {
      kind: 'no-admin-session',
      title: adminMessages.impersonationNoOriginalSession,
      signedIn: userId !== undefined,
    };
  }
  try {
    await api('/admin/impersonation', { method: 'DELETE', impersonate: false });
  } catch (error) {
    return { kind: 'failed', title: adminMessages.impersonationEndError, description: errorMessage(error) };
  }
  clearImpersonation();
  return { kind: 'stopped' };
}
