import { adminMessages } from '@contracts/messages/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DialogControl } from './dialog-control';

const labels = adminMessages.deleteDialog;

/**
 * A deletion's confirmation, 'Excluir' or 'Cancelar' ('Excluindo...' while `busy`); it closes when the
 * caller's `onConfirm` says so.
 */
export function DeleteDialog({
  control,
  title,
  text,
  busy,
  onConfirm,
}: {
  control: DialogControl;
  title: string;
  text: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={control.open}
      title={title}
      text={text}
      confirmLabel={labels.confirm}
      cancelLabel={labels.cancel}
      busy={busy}
      busyLabel={labels.deleting}
      onClose={control.onClose}
      onConfirm={onConfirm}
      onExited={control.onExited}
    />
  );
}
