import type { AdminDiagnostic } from '@contracts/admin-diagnostics';
import { adminQuestionScreensMessages, adminQuestionsMessages } from '@contracts/messages/admin-questions';
import { useToast } from '../../../lib/toast';
import { useDeleteDiagnostic } from '../api/diagnostics';
import { DeleteDialog } from '../shared/delete-dialog';
import type { DialogControl } from '../shared/dialog-control';
import { serverMessage } from '../shared/server-message';

const text = adminQuestionScreensMessages;
const messages = adminQuestionsMessages;

/**
 * 'Excluir diagnóstico', once confirmed: the server refuses the core four, a published one and one users
 * have answered, in its own words. The dialog closes either way (spec 4 "Dialogs").
 */
export function DeleteDiagnosticDialog({
  diagnostic,
  control,
}: {
  diagnostic: AdminDiagnostic;
  control: DialogControl;
}) {
  const toast = useToast();
  const remove = useDeleteDiagnostic();
  const confirm = () =>
    remove.mutate(diagnostic.id, {
      onSuccess: () =>
        toast({ title: messages.diagnosticDeleted, description: diagnostic.title, variant: 'success' }),
      onError: (error) =>
        toast({
          title: messages.deleteDiagnosticError,
          description: serverMessage(error),
          variant: 'destructive',
        }),
      onSettled: control.onClose,
    });
  return (
    <DeleteDialog
      control={control}
      title={text.deleteDiagnosticTitle}
      text={messages.deleteDiagnosticConfirm(diagnostic.title)}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
