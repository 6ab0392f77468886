import { Button, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { authMessages } from '@contracts/messages/auth';
import { validationMessages } from '@contracts/messages/validation';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { fieldMessages } from '../../lib/api-error';
import { signIn } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { confirmSignUp, resendCode } from './api/confirm-sign-up';
import { authErrorMessage } from './auth-error-message';

/** The code field's message from a refused confirmation (wrong or expired code), if any. */
const codeIssue = (error: unknown) => fieldMessages(error)?.code;

/**
 * The code step of a sign-up (decision 0044): the code e-mailed at registration, "Reenviar código",
 * then the sign-in with the password the person just typed, and on to where signing in leads.
 */
export function ConfirmSignUpForm({
  email,
  password,
  onSignedIn,
}: {
  email: string;
  password: string;
  onSignedIn: () => void;
}) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<'confirm' | 'resend'>();
  const toast = useToast();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setProblem(validationMessages.codeRequired);
      return;
    }
    setBusy('confirm');
    try {
      await confirmSignUp({ email, code: code.trim() });
      await signIn(email, password);
      onSignedIn();
    } catch (error) {
      const issue = codeIssue(error);
      setProblem(issue);
      toast({
        title: authMessages.confirmErrorTitle,
        description: issue ?? authErrorMessage(error, authMessages.confirmErrorFallback),
        variant: 'destructive',
      });
    } finally {
      setBusy(undefined);
    }
  };

  const onResend = async () => {
    setBusy('resend');
    try {
      await resendCode({ email });
      toast({ title: authMessages.resendCode, description: authMessages.codeResent, variant: 'success' });
    } catch (error) {
      toast({
        title: authMessages.resendErrorTitle,
        description: authErrorMessage(error, authMessages.confirmErrorFallback),
        variant: 'destructive',
      });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack
      component="form"
      method="post"
      noValidate
      spacing={2}
      onSubmit={onSubmit}
      aria-label={authMessages.confirmTitle}
    >
      <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
        {authMessages.confirmTitle}
      </Typography>
      <Typography color="text.secondary">{authMessages.confirmIntro(email)}</Typography>
      <OutlinedTextField
        name="code"
        label={authMessages.code}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setProblem(undefined);
        }}
        inputProps={{ inputMode: 'numeric' }}
        autoComplete="one-time-code"
        error={Boolean(problem)}
        helperText={problem}
        required
        autoFocus
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={busy !== undefined}>
        {busy === 'confirm' ? authMessages.confirming : authMessages.confirmButton}
      </Button>
      <Button type="button" variant="text" onClick={() => void onResend()} disabled={busy !== undefined}>
        {busy === 'resend' ? authMessages.resending : authMessages.resendCode}
      </Button>
    </Stack>
  );
}
