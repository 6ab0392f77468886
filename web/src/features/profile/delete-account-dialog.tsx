import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { myDataMessages } from '@contracts/messages/my-data';
import { deleteMyAccountRequest } from '@contracts/my-data';
import { PasswordField } from '../../components/password-field';
import { errorMessage } from '../../lib/error-messages';
import { signOut } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { useDeleteMyAccount } from './api/my-data';

const text = myDataMessages.deletion;
const empty = { password: '' };

/**
 * "Excluir minha conta": what goes and what the law lets us keep, then the password. A wrong password
 * shows on the field (nothing was deleted); once deleted, the session ends here too and /auth says so.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const form = useZodForm(deleteMyAccountRequest, empty);
  const remove = useDeleteMyAccount();
  const toast = useToast();
  const navigate = useNavigate();

  const close = () => {
    if (form.submitting) return;
    form.reset(empty);
    onClose();
  };

  const onSubmit = form.submit(async (data) => {
    try {
      await remove.mutateAsync(data);
    } catch (error) {
      form.showServerErrors(error);
      toast({ title: text.failedTitle, description: errorMessage(error), variant: 'destructive' });
      return;
    }
    // The account is gone: the tokens left in this browser are dropped whatever Cognito answers.
    await signOut().catch(() => undefined);
    toast({ title: text.deletedTitle, description: text.deleted, variant: 'success' });
    navigate('/auth', { replace: true });
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId}>
      <Stack component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{text.dialogTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1.5 }}>{text.explanation}</DialogContentText>
          <DialogContentText sx={{ mb: 1.5 }}>{text.kept}</DialogContentText>
          <DialogContentText sx={{ mb: 2 }}>{text.again}</DialogContentText>
          <PasswordField
            {...form.field('password')}
            label={text.passwordLabel}
            autoComplete="current-password"
            required
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.submitting}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={form.submitting}>
            {form.submitting ? text.deleting : text.confirm}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
