import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { marketingMessages } from '@contracts/messages/marketing';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/error-messages';
import { useToast } from '../../lib/toast';

const text = marketingMessages.website;

/**
 * The analyses lists' delete: `ask(analysis)` opens the spec's confirmation; confirming removes it with
 * the catalogue's toasts (`errorTitle` is the screen's own failure toast). Render `dialog` once.
 */
export function useDeleteConfirmation<Analysis extends { id: string }>(
  remove: UseMutationResult<unknown, Error, string>,
  errorTitle: string,
): { ask: (analysis: Analysis) => void; dialog: ReactNode } {
  const toast = useToast();
  const [deleting, setDeleting] = useState<Analysis | null>(null);

  const confirm = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: marketingMessages.toasts.deleted });
        setDeleting(null);
      },
      onError: (error) =>
        toast({ title: errorTitle, description: errorMessage(error), variant: 'destructive' }),
    });
  };

  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={text.deleteTitle}
      text={text.deleteConfirm}
      confirmLabel={text.delete}
      cancelLabel={text.cancel}
      busy={remove.isPending}
      onClose={() => setDeleting(null)}
      onConfirm={confirm}
    />
  );
  return { ask: setDeleting, dialog };
}
