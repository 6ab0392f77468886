import type { AdminUserRow } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { ApiError } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { DeleteDialog } from '../shared/delete-dialog';
import type { DialogControl } from '../shared/dialog-control';
import { serverMessage } from '../shared/server-message';
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
      // The request failed or was refused: 'Erro ao excluir usuário' and why; the server answered
      // without confirming the deletion: 'Erro ao remover usuário' — 'Falha na exclusão'.
      onError: (error) =>
        toast(
          error instanceof ApiError
            ? {
                title: adminMessages.toasts.deleteError,
                description: serverMessage(error),
                variant: 'destructive',
              }
            : {
                title: adminMessages.toasts.removeError,
                description: adminMessages.toasts.deleteFailed,
                variant: 'destructive',
              },
        ),
    });
  return (
    <DeleteDialog
      control={control}
      title={text.title}
      text={text.text(fullName(user) || (user.email ?? ''))}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
