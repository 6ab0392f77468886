import { Button, Stack } from '@mui/material';
import { registerRequest } from '@contracts/auth';
import { messages } from '@contracts/messages';
import { SignUpFields } from '../../components/sign-up-fields';
import { useSignIn } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { register } from './api/register';
import { authErrorMessage } from './auth-error-message';

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useZodForm(registerRequest, { firstName: '', lastName: '', email: '', password: '' });
  const signIn = useSignIn();
  const toast = useToast();

  const onSubmit = form.submit(async (data) => {
    try {
      await register(data);
      await signIn(data.email, data.password);
      toast({
        title: messages.auth.registerSuccessTitle,
        description: messages.auth.registerSuccess,
        variant: 'success',
      });
      onSignedIn();
    } catch (error) {
      form.showServerErrors(error);
      toast({
        title: messages.auth.registerErrorTitle,
        description: authErrorMessage(error, messages.auth.registerErrorFallback),
        variant: 'destructive',
      });
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={messages.auth.tabRegister}>
      <SignUpFields field={form.field} namesInRow />
      <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
        {form.submitting ? messages.auth.registering : messages.auth.registerButton}
      </Button>
    </Stack>
  );
}
