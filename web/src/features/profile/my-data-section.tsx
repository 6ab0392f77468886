import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { myDataMessages } from '@contracts/messages/my-data';
import { errorMessage } from '../../lib/error-messages';
import { useToast } from '../../lib/toast';
import { useExportMyData } from './api/my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

const text = myDataMessages;

/** "Meus dados" (LGPD art. 18): download everything the platform holds, or delete the account. */
export function MyDataSection() {
  const [deleting, setDeleting] = useState(false);
  const download = useExportMyData();
  const toast = useToast();

  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: () =>
        toast({ title: text.export.doneTitle, description: text.export.done, variant: 'success' }),
      onError: (error) =>
        toast({ title: text.export.failedTitle, description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <Card component="section" aria-labelledby="meus-dados" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="meus-dados" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          {text.title}
        </Typography>
        <Typography sx={{ mb: 2 }}>{text.intro}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {text.export.hint}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Button variant="outlined" onClick={onDownload} disabled={download.isPending}>
            {download.isPending ? text.export.downloading : text.export.button}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            {text.deletion.button}
          </Button>
        </Stack>
      </CardContent>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}
