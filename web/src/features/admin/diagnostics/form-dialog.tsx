import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { fieldMessages } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast';
import type { DialogControl } from '../users/dialog-control';
import { serverMessage } from '../users/server-message';

const text = adminDiagnosticsMessages;

/** Spec 9: the diagnostics dialogs are 550 px wide (full screen on a phone). */
const DIALOG_WIDTH = 550;

/**
 * The admin content screens' create and edit dialogs (diagnostics, questions, modules, materials): a
 * form titled `title` with its fields, 'Cancelar' and 'Salvar' ('Salvando...' while `busy`; disabled
 * while `canSave` is false); 550 px wide, full screen on a phone.
 */
export function FormDialog({
  control,
  title,
  busy,
  canSave = true,
  onSubmit,
  children,
}: {
  control: DialogControl;
  title: string;
  busy: boolean;
  canSave?: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={control.open}
      onClose={control.onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={fullScreen}
      slotProps={{
        transition: { onExited: control.onExited },
        paper: { sx: fullScreen ? undefined : { maxWidth: DIALOG_WIDTH } },
      }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'contents' }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={control.onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy || !canSave}>
            {busy ? text.saving : text.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * A dialog's save: the toast of success and the dialog closed, or the toast of failure with the server's
 * words and its per-field messages handed to `onFieldErrors`.
 */
export function useSaveAndClose(control: DialogControl) {
  const toast = useToast();
  return async (
    save: () => Promise<unknown>,
    titles: {
      success: string;
      failure: string;
      /** The failure's description from the server's words (default: those words alone). */
      describe?: (message: string) => string;
    },
    onFieldErrors: (messages: Record<string, string>) => void,
  ) => {
    try {
      await save();
      toast({ title: titles.success, variant: 'success' });
      control.onClose();
    } catch (error) {
      const messages = fieldMessages(error);
      if (messages) onFieldErrors(messages);
      const message = serverMessage(error);
      const description = titles.describe ? titles.describe(message) : message;
      toast({ title: titles.failure, description, variant: 'destructive' });
    }
  };
}
