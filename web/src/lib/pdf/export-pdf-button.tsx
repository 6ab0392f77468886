import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useState } from 'react';
import { pdfExportMessages } from '@contracts/messages/pdf-export';
import { useMe } from '../me';
import { useToast } from '../toast';
import {
  InsufficientDataError,
  fileName,
  reportMeta,
  type PdfDocument,
  type ReportKind,
  type ReportMeta,
} from './document';
import { exportPdf } from './export-pdf';

const text = pdfExportMessages;

/**
 * 'Exportar PDF' in an analysis header: builds on click, toasts the outcome. `companyName` is the
 * analysis's (GET /api/analyses/{resultId}); it names the company on the cover and in the file name.
 */
export function ExportPdfButton(props: {
  kind: ReportKind;
  build: (meta: ReportMeta) => PdfDocument;
  companyName: string | null | undefined;
}) {
  const toast = useToast();
  const me = useMe();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const now = new Date();
      const meta = reportMeta(props.companyName, me.data, now);
      await exportPdf(() => props.build(meta), fileName(props.kind, now, meta.companyName));
      toast({ title: text.success, variant: 'success' });
    } catch (error) {
      if (error instanceof InsufficientDataError)
        toast({ title: text.insufficientTitle, description: text.insufficientText, variant: 'destructive' });
      else toast({ title: text.errorTitle, description: text.errorText, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={busy} onClick={() => void run()}>
      {busy ? text.exporting : text.button}
    </Button>
  );
}
