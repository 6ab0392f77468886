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
import { createUserRequest } from '@contracts/admin-users';
import { roles } from '@contracts/me';
import { adminMessages } from '@contracts/messages/admin';
import { PasswordField } from '../../../components/password-field';
import { useToast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateUser } from '../api/create-user';
import type { DialogControl } from './dialog-control';
import { roleLabel } from './role-chips';
import { serverMessage } from './server-message';

const text = adminMessages.form;

/** 'Novo Usuário' (spec 5): names, e-mail, password of at least 6, role; checked by the API's own schema. */
export function CreateUserDialog({ control }: { control: DialogControl }) {
  const titleId = useId();
  const toast = useToast();
  const create = useCreateUser();
  const form = useZodForm(createUserRequest, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    role: 'user',
  });

  const submit = form.submit(async (data) => {
    try {
      await create.mutateAsync(data);
      toast({ title: adminMessages.toasts.created, variant: 'success' });
      control.onClose();
    } catch (error) {
      form.showServerErrors(error);
      toast({ title: adminMessages.toasts.createError(serverMessage(error)), variant: 'destructive' });
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
        <DialogTitle id={titleId}>{text.createTitle}</DialogTitle>
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
            {form.submitting ? text.creating : text.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
