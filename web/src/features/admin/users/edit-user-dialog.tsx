import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { updateUserRequest, type AdminUserRow } from '@contracts/admin-users';
import { roles } from '@contracts/me';
import { adminMessages } from '@contracts/messages/admin';
import { useToast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateUser } from '../api/update-user';
import type { DialogControl } from './dialog-control';
import { roleLabel } from './role-chips';
import { serverMessage } from './server-message';

const text = adminMessages.form;

/** 'Editar Usuário' (spec 5): names and role; the e-mail is shown but cannot be changed. */
export function EditUserDialog({ user, control }: { user: AdminUserRow; control: DialogControl }) {
  const titleId = useId();
  const toast = useToast();
  const update = useUpdateUser(user.id);
  const form = useZodForm(updateUserRequest, {
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.roles.includes('admin') ? 'admin' : 'user',
  });

  const submit = form.submit(async (data) => {
    try {
      await update.mutateAsync(data);
      toast({ title: adminMessages.toasts.updated, variant: 'success' });
      control.onClose();
    } catch (error) {
      form.showServerErrors(error);
      toast({
        title: adminMessages.toasts.updateError,
        description: serverMessage(error),
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog
      open={control.open}
      onClose={control.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: control.onExited } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{text.editTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={text.firstName}
                {...form.field('firstName')}
                required
                fullWidth
                autoFocus
                autoComplete="off"
              />
              <TextField
                label={text.lastName}
                {...form.field('lastName')}
                required
                fullWidth
                autoComplete="off"
              />
            </Stack>
            <TextField
              label={text.email}
              value={user.email ?? adminMessages.emailUnavailable}
              helperText={text.emailLocked}
              disabled
              fullWidth
            />
            <TextField select label={text.role} {...form.field('role')} fullWidth>
              {roles.map((role) => (
                <MenuItem key={role} value={role}>
                  {roleLabel(role)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={control.onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={form.submitting}>
            {form.submitting ? text.saving : text.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
