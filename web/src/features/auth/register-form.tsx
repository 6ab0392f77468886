import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { registerRequest } from '@contracts/auth';
import { messages } from '@contracts/messages';
import type { FieldIssue } from '@contracts/service-result';
import { ApiError } from '../../lib/api-client';
import { useSignIn } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { register } from './api/register';
import { authErrorMessage } from './auth-error-message';

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useZodForm(registerRequest, { firstName: '', lastName: '', email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const signIn = useSignIn();
  const toast = useToast();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
    setSubmitting(true);
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
      if (error instanceof ApiError && Array.isArray(error.details)) {
        form.setErrors(
          Object.fromEntries((error.details as FieldIssue[]).map((issue) => [issue.field, issue.message])),
        );
      }
      toast({
        title: messages.auth.registerErrorTitle,
        description: authErrorMessage(error, messages.auth.registerErrorFallback),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={messages.auth.tabRegister}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.field('firstName')}
          label={messages.auth.firstName}
          autoComplete="given-name"
          required
          fullWidth
        />
        <TextField
          {...form.field('lastName')}
          label={messages.auth.lastName}
          autoComplete="family-name"
          required
          fullWidth
        />
      </Stack>
      <TextField
        {...form.field('email')}
        type="email"
        label={messages.auth.email}
        autoComplete="email"
        required
      />
      <TextField
        {...form.field('password')}
        helperText={form.field('password').helperText ?? messages.auth.passwordHint}
        type="password"
        label={messages.auth.password}
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitting ? messages.auth.registering : messages.auth.registerButton}
      </Button>
    </Stack>
  );
}
