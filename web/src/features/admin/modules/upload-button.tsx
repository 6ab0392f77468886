import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import { Button } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { MAX_UPLOAD_BYTES, uploadTypesOf, type UploadKind } from '@contracts/uploads';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { useToast } from '../../../lib/toast';
import { uploadFile } from '../api/modules';
import { serverMessage } from '../shared/server-message';

const text = adminModulesMessages;

/**
 * 'Enviar arquivo' for an image or file item: the browser offers only the allowed types; the size is
 * checked here for a quick answer, and again by the API, the store (S3's policy or the local store,
 * which also checks the file's first bytes).
 */
export function UploadButton({
  moduleId,
  kind,
  label,
  onUploaded,
}: {
  moduleId: string;
  kind: UploadKind;
  /** Names the item it belongs to, for screen readers. */
  label: string;
  onUploaded: (fileUrl: string) => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({ title: text.items.uploadError, description: text.uploads.tooLarge, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadFile(moduleId, file));
      toast({ title: text.items.uploaded, variant: 'success' });
    } catch (error) {
      toast({ title: text.items.uploadError, description: serverMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  // The button opens the browser's file chooser; the input itself stays out of the page's controls.
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FileUploadOutlined aria-hidden />}
        loading={busy}
        aria-label={label}
        onClick={() => input.current?.click()}
        sx={{ whiteSpace: 'nowrap', alignSelf: 'flex-start', flexShrink: 0 }}
      >
        {busy ? text.items.uploading : text.items.upload}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={uploadTypesOf(kind).join(',')}
        onChange={(event) => void choose(event)}
        disabled={busy}
      />
    </>
  );
}
