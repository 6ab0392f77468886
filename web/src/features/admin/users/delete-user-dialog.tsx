import type { AdminUserRow } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../lib/toast';
import { useDeleteUser } from '../api/delete-user';
import type { DialogControl } from './dialog-control';
import { serverMessage } from './server-message';
import { fullName } from './user-actions-menu';

const text = adminMessages.deleteDialog;

/** 'Excluir usuário': the user and all their data, once confirmed ('Usuário removido'). */
export function DeleteUserDialog({ user, control }: { user: AdminUserRow; control: DialogControl }) {
  const toast = useToast();
  const remove = useDeleteUser();
  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        toast({ title: adminMessages.toasts.removed, variant: 'success' });
        control.onClose();
      },
      onError: (error) =>
        toast({
          title: adminMessages.toasts.deleteError,
          description: serverMessage(error),
          variant: 'destructive',
        }),
    });
  return (
    <ConfirmDialog
      open={control.open}
      title={text.title}
      text={text.text(fullName(user) || (user.email ?? ''))}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      busy={remove.isPending}
      busyLabel={text.deleting}
      onClose={control.onClose}
      onConfirm={confirm}
      onExited={control.onExited}
    />
  );
}
