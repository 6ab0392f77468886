import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { adminMessages } from '@contracts/messages/admin';
import { useToast } from '../../../lib/toast';
import { fetchUsersForExport } from '../api/export-users';
import { downloadFile } from '../../../lib/download-file';
import { serverMessage } from '../shared/server-message';

const text = adminMessages.csv;

/**
 * 'Exportar CSV': every user matching the current search, as usuarios-<day>.csv. The CSV writer
 * (papaparse) loads on the first click only.
 */
export function ExportUsersButton({ search }: { search: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const exportUsers = async () => {
    setBusy(true);
    try {
      const [{ users }, csv] = await Promise.all([fetchUsersForExport(search), import('./users-csv')]);
      if (users.length === 0) {
        toast({ title: text.failedTitle, description: text.failedNoUsers, variant: 'destructive' });
        return;
      }
      downloadFile(csv.usersCsv(users), csv.usersCsvFileName(new Date()), 'text/csv;charset=utf-8');
      toast({ title: text.doneTitle, description: text.done(users.length), variant: 'success' });
    } catch (error) {
      toast({ title: text.errorTitle, description: serverMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined aria-hidden />}
      onClick={exportUsers}
      loading={busy}
      loadingPosition="start"
    >
      {adminMessages.exportCsv}
    </Button>
  );
}
