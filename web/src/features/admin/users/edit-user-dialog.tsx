import { TextField } from '@mui/material';
import { updateUserRequest, type AdminUserRow } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateUser } from '../api/update-user';
import type { DialogControl } from '../shared/dialog-control';
import { FormDialog } from '../shared/form-dialog';
import { useSaveAndClose } from '../shared/use-save-and-close';
import { NameFields, RoleField } from './user-fields';

const text = adminMessages.form;

/** 'Editar Usuário' (spec 5): names and role; the e-mail is shown but cannot be changed. */
export function EditUserDialog({ user, control }: { user: AdminUserRow; control: DialogControl }) {
  const saveAndClose = useSaveAndClose(control);
  const update = useUpdateUser(user.id);
  const role = user.roles.includes('admin') ? 'admin' : 'user';
  const form = useZodForm(updateUserRequest, { firstName: user.firstName, lastName: user.lastName, role });

  // A changed role is a change of permissions: 'Permissões atualizadas'; names only: 'Usuário atualizado'.
  const submit = form.submit((data) =>
    saveAndClose(
      () => update.mutateAsync(data),
      {
        success: data.role === role ? adminMessages.toasts.updated : adminMessages.toasts.rolesUpdated,
        failure: adminMessages.toasts.updateError,
      },
      form.setErrors,
    ),
  );

  return (
    <FormDialog control={control} title={text.editTitle} busy={form.submitting} onSubmit={submit}>
      <NameFields field={form.field} />
      <TextField
        label={text.email}
        value={user.email ?? adminMessages.emailUnavailable}
        helperText={text.emailLocked}
        disabled
        fullWidth
      />
      <RoleField field={form.field} />
    </FormDialog>
  );
}
