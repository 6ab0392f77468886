import { Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { authMessages } from '@contracts/messages/auth';
import { loadAuth } from '../../lib/auth-loader';
import { useToast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { OutlinedTextField } from '../../components/outlined-text-field';

/** Loaded on the first focus (see useZodForm): /auth shows before zod and the catalogue download. */
const recoverFormContract = () => import('@contracts/password').then((contract) => contract.recoverForm);

/** Recuperar: sends the reset code, then opens /reset-password for this e-mail. */
export function RecoverForm() {
  const form = useZodForm(recoverFormContract, { email: '' });
  const toast = useToast();
  const navigate = useNavigate();

  const onSubmit = form.submit(async (data) => {
    try {
      await (await loadAuth()).requestPasswordReset(data.email);
      toast({
        title: authMessages.recoverSuccessTitle,
        description: authMessages.recoverSuccess,
        variant: 'success',
      });
      navigate(`/reset-password?email=${encodeURIComponent(data.email)}`);
    } catch (error) {
      toast({
        title: authMessages.recoverErrorTitle,
        description:
          error instanceof Error && error.message ? error.message : authMessages.recoverErrorFallback,
        variant: 'destructive',
      });
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={authMessages.tabRecover}>
      <Typography color="text.secondary">{authMessages.recoverIntro}</Typography>
      <OutlinedTextField
        {...form.field('email')}
        type="email"
        label={authMessages.email}
        autoComplete="email"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
        {form.submitting ? authMessages.recovering : authMessages.recoverButton}
      </Button>
    </Stack>
  );
}
