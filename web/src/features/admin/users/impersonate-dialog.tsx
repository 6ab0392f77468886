import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AdminUserRow } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { saveImpersonation } from '../../../lib/impersonation';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useStartImpersonation } from '../api/start-impersonation';
import type { DialogControl } from '../shared/dialog-control';
import { serverMessage } from '../shared/server-message';
import { fullName } from './user-actions-menu';

const text = adminMessages.impersonate;

/**
 * 'Personificar': once confirmed, the server opens the impersonation session, this browser records it
 * (every API call then acts as the user), the admin's data is dropped from the cache and the user's
 * dashboard opens, under the impersonation banner.
 */
export function ImpersonateDialog({ user, control }: { user: AdminUserRow; control: DialogControl }) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const start = useStartImpersonation();

  const confirm = () => {
    if (!session) return;
    start.mutate(user.id, {
      onSuccess: (answer) => {
        saveImpersonation({
          targetUserId: answer.targetUserId,
          email: answer.email,
          adminUserId: session.userId,
          timestamp: Date.parse(answer.startedAt) || Date.now(),
        });
        queryClient.removeQueries();
        void navigate('/dashboard');
      },
      onError: (error) =>
        toast({ title: adminMessages.impersonateError(serverMessage(error)), variant: 'destructive' }),
    });
  };

  return (
    <ConfirmDialog
      open={control.open}
      title={text.confirmTitle}
      text={text.confirmText(user.email ?? fullName(user))}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      busy={start.isPending || start.isSuccess}
      busyLabel={text.starting}
      confirmColor="primary"
      onClose={control.onClose}
      onConfirm={confirm}
      onExited={control.onExited}
    />
  );
}
