import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
} from '@mui/material';
import { useId, useState } from 'react';
import type { AdminUserRow } from '@contracts/admin-users';
import { roles, type Role } from '@contracts/me';
import { adminMessages } from '@contracts/messages/admin';
import { ApiError } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast';
import { useUpdateRoles } from '../api/update-roles';
import type { DialogControl } from '../shared/dialog-control';
import { roleLabel } from './role-chips';
import { fullName } from './user-actions-menu';

const text = adminMessages.roles;

/** The spec's width of the roles dialog. */
const WIDTH_PX = 425;

/**
 * 'Gerenciar Permissões' (spec 2, 4, 5): one checkbox per role; at least one must stay checked (a warning,
 * no request). A new admin role takes effect at the user's next sign-in, which the dialog says.
 */
export function RolesDialog({ user, control }: { user: AdminUserRow; control: DialogControl }) {
  const titleId = useId();
  const noteId = useId();
  const toast = useToast();
  const update = useUpdateRoles(user.id);
  const [selected, setSelected] = useState<readonly Role[]>(user.roles);

  const toggle = (role: Role, checked: boolean) =>
    setSelected((current) => (checked ? [...current, role] : current.filter((held) => held !== role)));

  const save = () => {
    if (selected.length === 0) {
      toast({ title: text.warningTitle, description: text.atLeastOne, variant: 'warning' });
      return;
    }
    update.mutate(
      { roles: roles.filter((role) => selected.includes(role)) },
      {
        onSuccess: () => {
          toast({ title: text.successTitle, description: text.success, variant: 'success' });
          control.onClose();
        },
        onError: (error) =>
          toast({
            title: text.errorTitle,
            // A refusal the admin can act on (their own admin role) says why; anything else, the spec's text.
            description: error instanceof ApiError && error.status === 409 ? error.message : text.error,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog
      open={control.open}
      onClose={control.onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: { sx: { width: WIDTH_PX, maxWidth: 'calc(100% - 32px)', mx: 2 } },
        transition: { onExited: control.onExited },
      }}
    >
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" variant="standard">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {text.intro(fullName(user))}
          </FormLabel>
          <FormGroup aria-describedby={noteId}>
            {roles.map((role) => (
              <FormControlLabel
                key={role}
                label={roleLabel(role)}
                control={
                  <Checkbox
                    checked={selected.includes(role)}
                    onChange={(event) => toggle(role, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
          <FormHelperText id={noteId}>{text.nextSignIn}</FormHelperText>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={control.onClose}>{text.cancel}</Button>
        <Button variant="contained" onClick={save} disabled={update.isPending}>
          {update.isPending ? text.saving : text.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
