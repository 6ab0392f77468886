import { Button, Stack } from '@mui/material';
import { passwordMessages } from '@contracts/messages/password';
import { profileMessages } from '@contracts/messages/profile';
import { changePasswordForm } from '@contracts/password';
import { PasswordField } from '../../components/password-field';
import { loadAuth } from '../../lib/auth-loader';
import { useToast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';

const text = profileMessages;
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password change: the current password is verified by signing in with it before the new one is set. */
export function SecurityForm({ email }: { email: string }) {
  const form = useZodForm(changePasswordForm, empty);
  const toast = useToast();

  const onSubmit = form.submit(async (data) => {
    try {
      const auth = await loadAuth();
      if (!(await auth.verifyPassword(email, data.currentPassword))) {
        form.setErrors({ currentPassword: text.wrongPassword });
        toast({ title: text.wrongPasswordTitle, description: text.wrongPassword, variant: 'destructive' });
        return;
      }
      await auth.changePassword(data.currentPassword, data.newPassword);
      form.reset(empty);
      toast({ title: text.passwordChangedTitle, description: text.passwordChanged, variant: 'success' });
    } catch (error) {
      toast({
        title: text.passwordErrorTitle,
        description: error instanceof Error && error.message ? error.message : text.passwordErrorFallback,
        variant: 'destructive',
      });
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={onSubmit}
      aria-label={text.tabSecurity}
      sx={{ maxWidth: 520 }}
    >
      <PasswordField
        {...form.field('currentPassword')}
        label={text.currentPassword}
        autoComplete="current-password"
        required
      />
      <PasswordField
        {...form.field('newPassword')}
        label={passwordMessages.newPassword}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...form.field('confirmPassword')}
        label={passwordMessages.confirmPassword}
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" disabled={form.submitting} sx={{ alignSelf: 'flex-start' }}>
        {form.submitting ? text.changingPassword : text.changePassword}
      </Button>
    </Stack>
  );
}
