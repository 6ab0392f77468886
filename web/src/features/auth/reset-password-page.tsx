import { Box, Button, Card, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { authMessages } from '@contracts/messages/auth';
import { passwordMessages } from '@contracts/messages/password';
import { resetPasswordForm } from '@contracts/password';
import { PasswordField } from '../../components/password-field';
import { loadAuth } from '../../lib/auth-loader';
import { useToast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import type { AuthPageState } from './auth-page';

const text = passwordMessages;

/**
 * /reset-password: the target of the reset e-mail's link, which carries `email` and `code` (both
 * prefilled); reached from Recuperar with the e-mail only, the user types the code from the e-mail.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const form = useZodForm(resetPasswordForm, {
    email: params.get('email') ?? '',
    code: params.get('code') ?? '',
    newPassword: '',
    confirmPassword: '',
  });
  const toast = useToast();
  const navigate = useNavigate();

  const onSubmit = form.submit(async (data) => {
    try {
      await (await loadAuth()).completePasswordReset(data.email, data.code, data.newPassword);
      toast({ title: text.resetSuccessTitle, description: text.resetSuccess, variant: 'success' });
      const state: AuthPageState = { email: data.email };
      navigate('/auth', { state, replace: true });
    } catch (error) {
      const invalidCode = error instanceof Error && /CodeMismatch|ExpiredCode/.test(error.name);
      if (invalidCode) form.setErrors({ code: text.invalidCode });
      toast({
        title: text.resetErrorTitle,
        description: invalidCode ? text.invalidCode : text.resetErrorFallback,
        variant: 'destructive',
      });
    }
  });

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 1 }}>
            {text.resetTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {text.resetIntro}
          </Typography>
          <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={text.resetTitle}>
            <TextField
              {...form.field('email')}
              type="email"
              label={authMessages.email}
              autoComplete="email"
              required
            />
            <TextField {...form.field('code')} label={text.code} autoComplete="one-time-code" required />
            <PasswordField
              {...form.field('newPassword')}
              label={text.newPassword}
              autoComplete="new-password"
              required
            />
            <PasswordField
              {...form.field('confirmPassword')}
              label={text.confirmPassword}
              autoComplete="new-password"
              required
            />
            <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
              {form.submitting ? text.resetting : text.resetButton}
            </Button>
            <Link component={RouterLink} to="/auth" sx={{ textAlign: 'center' }}>
              {authMessages.backToLogin}
            </Link>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
