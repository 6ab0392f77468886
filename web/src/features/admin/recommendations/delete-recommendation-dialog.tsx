import { adminMessages } from '@contracts/messages/admin';
import { useToast } from '../../../lib/toast';
import { useDeleteRecommendation } from '../api/recommendations';
import { DeleteDialog } from '../shared/delete-dialog';
import type { DialogControl } from '../shared/dialog-control';
import { serverMessage } from '../shared/server-message';

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
    <DeleteDialog
      control={control}
      title={text.deleteTitle}
      text={text.deleteConfirm}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
