import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { authMessages } from '@contracts/messages/auth';
import { signIn } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { authErrorMessage } from './auth-error-message';
import { ConfirmSignUpForm } from './confirm-sign-up-form';

/** Loaded on the first focus (see useZodForm): /auth shows before zod and the catalogue download. */
const loginFormContract = () => import('@contracts/auth').then((contract) => contract.loginForm);

export function LoginForm({
  initialEmail = '',
  onSignedIn,
}: {
  initialEmail?: string;
  onSignedIn: () => void;
}) {
  const form = useZodForm(loginFormContract, { email: initialEmail, password: '' });
  const toast = useToast();
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; password: string }>();

  const onSubmit = form.submit(async (data) => {
    try {
      await signIn(data.email, data.password);
      onSignedIn();
    } catch (error) {
      if (error instanceof Error && error.name === 'UserNotConfirmedException') {
        setUnconfirmed(data);
        return;
      }
      toast({
        title: authMessages.loginErrorTitle,
        description: authErrorMessage(error, authMessages.loginErrorFallback),
        variant: 'destructive',
      });
    }
  });

  if (unconfirmed) return <ConfirmSignUpForm {...unconfirmed} onSignedIn={onSignedIn} />;

  return (
    // POST: should the form ever be submitted without the app's script, the browser must not put the
    // password in a GET's URL (the app itself submits nothing natively).
    <Stack
      component="form"
      method="post"
      noValidate
      spacing={2}
      onSubmit={onSubmit}
      aria-label={authMessages.tabLogin}
    >
      <OutlinedTextField
        {...form.field('email')}
        type="email"
        label={authMessages.email}
        autoComplete="email"
        required
      />
      <OutlinedTextField
        {...form.field('password')}
        type="password"
        label={authMessages.password}
        autoComplete="current-password"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
        {form.submitting ? authMessages.loggingIn : authMessages.loginButton}
      </Button>
    </Stack>
  );
}
