import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { AdminModule } from '@contracts/admin-modules';
import { moduleCategories } from '@contracts/learning';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { useSaveModule } from '../api/modules';
import type { DialogControl } from '../shared/dialog-control';
import { CONTENT_DIALOG_WIDTH, FormDialog } from '../shared/form-dialog';
import { useSaveAndClose } from '../shared/use-save-and-close';
import { ModuleIconPicker } from './module-icon-picker';
import {
  canSaveModule,
  initialModuleValues,
  validateModule,
  type ModuleErrors,
  type ModuleValues,
} from './module-form';

const text = adminModulesMessages;

/** 'Novo Módulo' / 'Editar Módulo' (spec 2.5, 5): title, description, icon, category, published. */
export function ModuleDialog({ module, control }: { module?: AdminModule; control: DialogControl }) {
  const saveAndClose = useSaveAndClose(control);
  const editing = module !== undefined;
  const save = useSaveModule(module?.id);
  const [values, setValues] = useState(() => initialModuleValues(module));
  const [errors, setErrors] = useState<ModuleErrors>({});

  const set = <K extends keyof ModuleValues>(name: K, value: ModuleValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const textField = (name: 'title' | 'description') => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    required: true,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateModule(values);
    if (!result.data) return setErrors(result.errors);
    const data = result.data;
    await saveAndClose(
      () => save.mutateAsync(data),
      {
        success: editing ? text.updated : text.created,
        failure: text.errorTitle,
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
      canSave={canSaveModule(values)}
    >
      <TextField label={text.fields.title} autoFocus {...textField('title')} />
      <TextField label={text.fields.description} multiline minRows={3} {...textField('description')} />
      <ModuleIconPicker value={values.icon} onChange={(icon) => set('icon', icon)} error={errors.icon} />
      <TextField
        select
        label={text.fields.category}
        value={values.category}
        onChange={(event) => set('category', event.target.value)}
        error={Boolean(errors.category)}
        helperText={errors.category}
        fullWidth
      >
        <MenuItem value="">{text.noCategory}</MenuItem>
        {Object.entries(moduleCategories).map(([key, label]) => (
          <MenuItem key={key} value={key}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={values.isPublished}
              onChange={(event) => set('isPublished', event.target.checked)}
            />
          }
          label={text.fields.published}
        />
        <Box component="p" sx={{ m: 0, color: 'text.secondary', fontSize: '0.8rem' }}>
          {text.publishedHint}
        </Box>
      </Box>
    </FormDialog>
  );
}
