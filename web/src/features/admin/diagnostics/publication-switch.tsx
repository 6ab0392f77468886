import { Switch } from '@mui/material';
import type { AdminDiagnostic } from '@contracts/admin-diagnostics';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { useToast } from '../../../lib/toast';
import { usePublishDiagnostic } from '../api/diagnostics';

const text = adminDiagnosticsMessages;

/**
 * The table's Publicado switch (spec 3 section 4 "Diagnostic publication"): while saving it shows the
 * value asked for; saved, a toast says whether users see the diagnostic; refused, 'Erro' and the switch
 * back as it was.
 */
export function PublicationSwitch({ diagnostic }: { diagnostic: AdminDiagnostic }) {
  const toast = useToast();
  const publish = usePublishDiagnostic(diagnostic.id);
  const checked = publish.isPending ? publish.variables : diagnostic.isPublished;

  const toggle = (next: boolean) =>
    publish.mutate(next, {
      onSuccess: (saved) =>
        toast(
          saved.isPublished
            ? { title: text.publishedTitle, description: text.nowVisible(saved.title), variant: 'success' }
            : {
                title: text.unpublishedTitle,
                description: text.noLongerVisible(saved.title),
                variant: 'success',
              },
        ),
      onError: () =>
        toast({
          title: text.publicationErrorTitle,
          description: text.publicationError,
          variant: 'destructive',
        }),
    });

  return (
    <Switch
      checked={checked}
      onChange={(event) => toggle(event.target.checked)}
      disabled={publish.isPending}
      slotProps={{ input: { 'aria-label': text.publishFor(diagnostic.title) } }}
    />
  );
}
