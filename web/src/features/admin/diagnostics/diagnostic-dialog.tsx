import { TextField, type TextFieldProps } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { toSlug, type AdminDiagnostic } from '@contracts/admin-diagnostics';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { useSaveDiagnostic } from '../api/diagnostics';
import type { DialogControl } from '../shared/dialog-control';
import {
  initialValues,
  validateDiagnostic,
  type DiagnosticErrors,
  type DiagnosticField,
} from './diagnostic-form';
import { CONTENT_DIALOG_WIDTH, FormDialog } from '../shared/form-dialog';
import { useSaveAndClose } from '../shared/use-save-and-close';
import { IconPicker } from './icon-picker';

const text = adminDiagnosticsMessages;

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
  const saveAndClose = useSaveAndClose(control);
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
    await saveAndClose(
      () => save.mutateAsync(result.data),
      editing
        ? { success: text.updated, failure: text.updateError }
        : { success: text.created, failure: text.createError },
      setErrors,
    );
  };

  return (
    <FormDialog
      width={CONTENT_DIALOG_WIDTH}
      control={control}
      title={editing ? text.editTitle : text.createTitle}
      busy={save.isPending}
      onSubmit={submit}
    >
      <TextField label={text.fields.title} required autoFocus {...field('title')} />
      <TextField label={text.fields.description} required multiline minRows={3} {...field('description')} />
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
    </FormDialog>
  );
}
