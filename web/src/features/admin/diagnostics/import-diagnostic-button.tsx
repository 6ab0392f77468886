import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import { Button } from '@mui/material';
import { useRef } from 'react';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { adminQuestionScreensMessages, adminQuestionsMessages } from '@contracts/messages/admin-questions';
import { useToast } from '../../../lib/toast';
import { useImportDiagnostic } from '../api/diagnostics';
import { importRefusal } from './import-refusal';

const text = adminQuestionsMessages;

/**
 * 'Importar': a .json file exported by this platform becomes a new, unpublished diagnostic. The file is
 * parsed here (not JSON: 'O arquivo selecionado não é um JSON válido.'); the server checks the rest and
 * its refusal is shown with its first invalid field.
 */
export function ImportDiagnosticButton({ disabled }: { disabled?: boolean }) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const importDiagnostic = useImportDiagnostic();

  const refuse = (description: string) =>
    toast({ title: text.importError, description, variant: 'destructive' });

  const read = async (file: File) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      refuse(text.importNotJson);
      return;
    }
    try {
      const imported = await importDiagnostic.mutateAsync(parsed);
      toast({ title: text.imported, description: imported.title, variant: 'success' });
    } catch (error) {
      refuse(importRefusal(error));
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied at once, so the same file can be picked again after a fix.
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<FileUploadOutlined aria-hidden />}
        onClick={() => input.current?.click()}
        disabled={disabled}
        loading={importDiagnostic.isPending}
        loadingPosition="start"
      >
        {importDiagnostic.isPending
          ? adminQuestionScreensMessages.importing
          : adminDiagnosticsMessages.import}
      </Button>
    </>
  );
}
