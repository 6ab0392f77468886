import { adminMessages } from '@contracts/messages/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../lib/toast';
import { useDeleteRecommendation } from '../api/recommendations';
import type { DialogControl } from '../users/dialog-control';
import { serverMessage } from '../users/server-message';

const text = adminMessages.recommendations;

/** 'Tem certeza que deseja excluir esta recomendação?', then 'Recomendação excluída'. */
export function DeleteRecommendationDialog({ id, control }: { id: string; control: DialogControl }) {
  const toast = useToast();
  const remove = useDeleteRecommendation();
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast({ title: text.deleted, variant: 'success' });
        control.onClose();
      },
      onError: (error) =>
        toast({ title: text.deleteError, description: serverMessage(error), variant: 'destructive' }),
    });
  return (
    <ConfirmDialog
      open={control.open}
      title={text.deleteTitle}
      text={text.deleteConfirm}
      confirmLabel={text.delete}
      cancelLabel={text.cancel}
      busy={remove.isPending}
      busyLabel={text.deleting}
      onClose={control.onClose}
      onConfirm={confirm}
      onExited={control.onExited}
    />
  );
}
