import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
  type TextFieldProps,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { toSlug, type AdminDiagnostic } from '@contracts/admin-diagnostics';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { fieldMessages } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast';
import { useSaveDiagnostic } from '../api/diagnostics';
import type { DialogControl } from '../users/dialog-control';
import { serverMessage } from '../users/server-message';
import {
  initialValues,
  validateDiagnostic,
  type DiagnosticErrors,
  type DiagnosticField,
} from './diagnostic-form';
import { IconPicker } from './icon-picker';

const text = adminDiagnosticsMessages;

/** Spec 9: the diagnostic dialog is 550 px wide (full screen on a phone). */
const DIALOG_WIDTH = 550;

/**
 * 'Novo Diagnóstico' / 'Editar Diagnóstico' (spec 3 section 5): the contract's zod schema checks the form
 * before it is sent, the server's field messages (a slug already taken) show on their fields. The slug is
 * turned into one as it is typed, and cannot change once the diagnostic exists.
 */
export function DiagnosticDialog({
  diagnostic,
  control,
}: {
  diagnostic?: AdminDiagnostic;
  control: DialogControl;
}) {
  const titleId = useId();
  const toast = useToast();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const editing = diagnostic !== undefined;
  const save = useSaveDiagnostic(diagnostic?.id);
  const [values, setValues] = useState(() => initialValues(diagnostic));
  const [errors, setErrors] = useState<DiagnosticErrors>({});

  const set = (name: DiagnosticField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const field = (name: DiagnosticField): TextFieldProps => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    onChange: (event) => set(name, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateDiagnostic(values, editing);
    if (!result.data) {
      setErrors(result.errors);
      return;
    }
    try {
      await save.mutateAsync(result.data);
      toast({ title: editing ? text.updated : text.created, variant: 'success' });
      control.onClose();
    } catch (error) {
      const messages = fieldMessages(error);
      if (messages) setErrors(messages);
      toast({
        title: editing ? text.updateError : text.createError,
        description: serverMessage(error),
        variant: 'destructive',
      });
    }
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
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{editing ? text.editTitle : text.createTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={text.fields.title} required autoFocus {...field('title')} />
            <TextField
              label={text.fields.description}
              required
              multiline
              minRows={3}
              {...field('description')}
            />
            {editing ? (
              <TextField
                label={text.fields.slug}
                value={values.slug}
                disabled
                fullWidth
                helperText={text.slugLocked}
              />
            ) : (
              <TextField
                label={text.fields.slug}
                required
                {...field('slug')}
                onChange={(event) => set('slug', toSlug(event.target.value))}
                helperText={errors.slug ?? text.slugHint}
                slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
              />
            )}
            <IconPicker {...field('icon')} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={control.onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? text.saving : text.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
