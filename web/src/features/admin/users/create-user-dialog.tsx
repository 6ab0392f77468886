import { TextField } from '@mui/material';
import { createUserRequest } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { PasswordField } from '../../../components/password-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateUser } from '../api/create-user';
import type { DialogControl } from '../shared/dialog-control';
import { FormDialog } from '../shared/form-dialog';
import { useSaveAndClose } from '../shared/use-save-and-close';
import { NameFields, RoleField } from './user-fields';

const text = adminMessages.form;

/** 'Novo Usuário' (spec 5): names, e-mail, password of at least 6, role; checked by the API's own schema. */
export function CreateUserDialog({ control }: { control: DialogControl }) {
  const saveAndClose = useSaveAndClose(control);
  const create = useCreateUser();
  const form = useZodForm(createUserRequest, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    role: 'user',
  });

  const submit = form.submit((data) =>
    saveAndClose(
      () => create.mutateAsync(data),
      { success: adminMessages.toasts.created, failure: adminMessages.toasts.createError },
      form.setErrors,
    ),
  );

  return (
    <FormDialog
      control={control}
      title={text.createTitle}
      busy={form.submitting}
      submitLabel={text.create}
      busyLabel={text.creating}
      onSubmit={submit}
    >
      <NameFields field={form.field} />
      <TextField
        label={text.email}
        type="email"
        {...form.field('email')}
        required
        fullWidth
        autoComplete="off"
      />
      <PasswordField
        label={text.password}
        placeholder={text.passwordPlaceholder}
        {...form.field('password')}
        required
        fullWidth
        autoComplete="new-password"
      />
      <RoleField field={form.field} />
    </FormDialog>
  );
}
