import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { AdminMaterial } from '@contracts/admin-modules';
import { materialTypes } from '@contracts/learning';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { useSaveMaterial } from '../api/modules';
import type { DialogControl } from '../shared/dialog-control';
import { CONTENT_DIALOG_WIDTH, FormDialog } from '../shared/form-dialog';
import { useSaveAndClose } from '../shared/use-save-and-close';
import {
  initialMaterialValues,
  validateMaterial,
  type MaterialErrors,
  type MaterialValues,
} from './material-form';

const text = adminModulesMessages.materials;
const common = adminModulesMessages;

/** 'Novo Material' / 'Editar Material': title, description, type, estimated time, order, published. */
export function MaterialDialog({
  moduleId,
  material,
  control,
}: {
  moduleId: string;
  material?: AdminMaterial;
  control: DialogControl;
}) {
  const saveAndClose = useSaveAndClose(control);
  const editing = material !== undefined;
  const save = useSaveMaterial(moduleId, material?.id);
  const [values, setValues] = useState(() => initialMaterialValues(material));
  const [errors, setErrors] = useState<MaterialErrors>({});

  const set = <K extends keyof MaterialValues>(name: K, value: MaterialValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const field = (name: 'title' | 'description' | 'estimatedTime' | 'orderNumber') => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  const numeric = { htmlInput: { inputMode: 'numeric' as const } };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateMaterial(values);
    if (!result.data) return setErrors(result.errors);
    const data = result.data;
    await saveAndClose(
      () => save.mutateAsync(data),
      {
        success: editing ? text.updated : text.created,
        failure: common.errorTitle,
        describe: editing ? text.updateError : text.addError,
      },
      setErrors,
    );
  };

  return (
    <FormDialog
      width={CONTENT_DIALOG_WIDTH}
      title={editing ? text.editTitle : text.createTitle}
      control={control}
      onSubmit={submit}
      busy={save.isPending}
      canSave={values.title.trim() !== ''}
    >
      <TextField label={text.fields.title} required autoFocus {...field('title')} />
      <TextField label={text.fields.description} multiline minRows={2} {...field('description')} />
      <TextField
        select
        label={text.fields.type}
        value={values.type}
        onChange={(event) => set('type', event.target.value)}
        error={Boolean(errors.type)}
        helperText={errors.type}
        fullWidth
      >
        {materialTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {text.types[type]}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={text.fields.estimatedTime} {...field('estimatedTime')} slotProps={numeric} />
        <TextField label={text.fields.orderNumber} {...field('orderNumber')} slotProps={numeric} />
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={values.isPublished}
            onChange={(event) => set('isPublished', event.target.checked)}
          />
        }
        label={text.fields.published}
      />
    </FormDialog>
  );
}
