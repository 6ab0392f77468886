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
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import type { DialogControl } from '../users/dialog-control';

const text = adminModulesMessages;

/** The admin content dialogs' width (the diagnostics' 550 px, spec 9); full screen on a phone. */
const DIALOG_WIDTH = 550;

/** The module and material dialogs' shell: a titled form with Cancelar and Salvar (disabled until it can be). */
export function FormDialog({
  title,
  control,
  onSubmit,
  saving,
  canSave,
  children,
}: {
  title: string;
  control: DialogControl;
  onSubmit: () => Promise<void>;
  saving: boolean;
  canSave: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
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
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={control.onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={saving || !canSave}>
            {saving ? text.saving : text.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
