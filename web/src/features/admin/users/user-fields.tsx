import { MenuItem, Stack, TextField, type TextFieldProps } from '@mui/material';
import { roles } from '@contracts/me';
import { adminMessages } from '@contracts/messages/admin';
import { roleLabel } from './role-chips';

const text = adminMessages.form;

/** A `useZodForm` form's field props, for the fields both user dialogs have. */
type Field = (name: 'firstName' | 'lastName' | 'role') => TextFieldProps;

/** 'Nome' (focused first) and 'Sobrenome', side by side from a tablet up. */
export function NameFields({ field }: { field: Field }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label={text.firstName}
        {...field('firstName')}
        required
        fullWidth
        autoFocus
        autoComplete="off"
      />
      <TextField label={text.lastName} {...field('lastName')} required fullWidth autoComplete="off" />
    </Stack>
  );
}

/** 'Papel': Usuário or Administrador. */
export function RoleField({ field }: { field: Field }) {
  return (
    <TextField select label={text.role} {...field('role')} fullWidth>
      {roles.map((role) => (
        <MenuItem key={role} value={role}>
          {roleLabel(role)}
        </MenuItem>
      ))}
    </TextField>
  );
}
