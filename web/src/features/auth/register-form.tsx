import { Button, Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { authMessages } from '@contracts/messages/auth';
import { SignUpFields } from '../../components/sign-up-fields';
import { useToast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { register } from './api/register';
import { authErrorMessage } from './auth-error-message';
import { ConfirmSignUpForm } from './confirm-sign-up-form';

/**
 * Loaded when the tab opens: /auth shows the Login tab first, and the checkbox and its links would
 * weigh on its first download (bench/web.ts).
 */
const ConsentCheckbox = lazy(() =>
  import('../../components/consent-checkbox').then((m) => ({ default: m.ConsentCheckbox })),
);

/** Loaded on the first focus (see useZodForm): /auth shows before zod and the catalogue download. */
const registerRequestContract = () => import('@contracts/auth').then((contract) => contract.registerRequest);

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useZodForm(registerRequestContract, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    termsAccepted: false,
  });
  const toast = useToast();
  const [registered, setRegistered] = useState<{ email: string; password: string }>();

  const onSubmit = form.submit(async (data) => {
    try {
      const { email } = await register(data);
      setRegistered({ email, password: data.password });
    } catch (error) {
      form.showServerErrors(error);
      toast({
        title: authMessages.registerErrorTitle,
        description: authErrorMessage(error, authMessages.registerErrorFallback),
        variant: 'destructive',
      });
    }
  });

  // Straight to the code e-mailed at registration; the account is created when it is confirmed.
  const onConfirmed = () => {
    toast({
      title: authMessages.registerSuccessTitle,
      description: authMessages.registerSuccess,
      variant: 'success',
    });
    onSignedIn();
  };
  if (registered) return <ConfirmSignUpForm {...registered} onSignedIn={onConfirmed} />;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={authMessages.tabRegister}>
      <SignUpFields field={form.field} namesInRow />
      <Suspense fallback={null}>
        <ConsentCheckbox {...form.checkbox('termsAccepted')} />
      </Suspense>
      <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
        {form.submitting ? authMessages.registering : authMessages.registerButton}
      </Button>
    </Stack>
  );
}
