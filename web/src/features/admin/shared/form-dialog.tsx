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
import { adminMessages } from '@contracts/messages/admin';
import type { DialogControl } from './dialog-control';

const text = adminMessages.form;

/** Spec 9: the content screens' dialogs (diagnostics, questions, modules, materials) are 550 px wide. */
export const CONTENT_DIALOG_WIDTH = 550;

/**
 * An admin create or edit dialog: a form titled `title` with its fields, 'Cancelar' and 'Salvar'
 * ('Salvando...' while `busy`; disabled while `canSave` is false); Enter in a field submits it.
 * A dialog with a spec width (spec 9: 550 px for the content screens, 600 px for the recommendations) is
 * full screen on a phone; one without keeps MUI's small dialog and its spacing (the users' dialogs).
 */
export function FormDialog({
  control,
  title,
  busy,
  canSave = true,
  submitLabel = text.save,
  busyLabel = text.saving,
  width,
  onSubmit,
  children,
}: {
  control: DialogControl;
  title: string;
  busy: boolean;
  canSave?: boolean;
  submitLabel?: string;
  busyLabel?: string;
  width?: number;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const fullScreen = width !== undefined && phone;
  return (
    <Dialog
      open={control.open}
      onClose={control.onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={fullScreen}
      slotProps={{
        transition: { onExited: control.onExited },
        paper: { sx: width === undefined || fullScreen ? undefined : { maxWidth: width } },
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
        <DialogActions sx={width === undefined ? undefined : { px: 3, pb: 2 }}>
          <Button onClick={control.onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy || !canSave}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
