import { useMutation } from '@tanstack/react-query';
import type { DataExport, DeleteMyAccountRequest, DeleteMyAccountResponse } from '@contracts/my-data';
import { myDataMessages } from '@contracts/messages/my-data';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** The export is read whole before the download (a large account takes a few seconds). */
const EXPORT_TIMEOUT_MS = 30_000;
/** The deletion stops billing at Stripe, deletes the sign-in and every item: longer than a read. */
const DELETION_TIMEOUT_MS = 30_000;

/** "Baixar meus dados": the server builds the export (one unit of the day's cap), the browser saves it. */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await api<DataExport>('/me/export', { method: 'POST', timeoutMs: EXPORT_TIMEOUT_MS });
      downloadFile(
        JSON.stringify(data, null, 2),
        myDataMessages.export.fileName(data.exportedAt.slice(0, 10)),
        'application/json',
      );
    },
    meta: { silent: true },
  });
}

/** "Excluir minha conta", confirmed with the password. */
export function useDeleteMyAccount() {
  return useMutation({
    mutationFn: (input: DeleteMyAccountRequest) =>
      api<DeleteMyAccountResponse>('/me/deletion', {
        method: 'POST',
        body: input,
        timeoutMs: DELETION_TIMEOUT_MS,
      }),
    meta: { silent: true },
  });
}
