import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Alert, AlertTitle, Button, Card, CardContent, FormControlLabel, Stack, Switch } from '@mui/material';
import { useNavigate } from 'react-router';
import { adminMessages } from '@contracts/messages/admin';
import { onboardingMessages } from '@contracts/messages/onboarding';
import type { OnboardingSettings } from '@contracts/onboarding';
import { resetOnboarding } from '../../../lib/onboarding-flag';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useUpdateOnboarding } from '../api/onboarding-settings';
import { onboardingErrorToast } from './onboarding-error';

const text = adminMessages.onboarding;

/**
 * The enabled switch (saved at once), its status banner and, while enabled, 'Visualizar Onboarding':
 * the admin's own "welcome seen" flag is cleared and the dashboard shows the modal as a new user sees it.
 */
export function OnboardingSwitch({ settings }: { settings: OnboardingSettings }) {
  const update = useUpdateOnboarding();
  const toast = useToast();
  const navigate = useNavigate();
  const { data: session } = useSession();
  // While saving, the switch shows the value asked for.
  const enabled =
    update.isPending && update.variables && 'enabled' in update.variables
      ? update.variables.enabled
      : settings.enabled;

  const toggle = (next: boolean) =>
    update.mutate(
      { enabled: next },
      {
        onSuccess: (saved) =>
          toast({ title: saved.enabled ? text.enabledToast : text.disabledToast, variant: 'success' }),
        onError: (error) =>
          toast({
            ...onboardingErrorToast(
              error,
              { title: text.toggleError },
              { title: text.unexpectedError, description: text.toggleErrorDescription },
            ),
            variant: 'destructive',
          }),
      },
    );

  const preview = () => {
    if (!session) return;
    if (!resetOnboarding(session.userId, settings.enabled)) {
      toast({ title: onboardingMessages.disabled, variant: 'destructive' });
      return;
    }
    void navigate('/dashboard');
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <FormControlLabel
              control={
                <Switch
                  checked={enabled}
                  onChange={(event) => toggle(event.target.checked)}
                  disabled={update.isPending}
                />
              }
              label={text.switchLabel}
            />
            {settings.enabled && (
              <Button
                variant="outlined"
                startIcon={<VisibilityOutlined aria-hidden />}
                onClick={preview}
                sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
              >
                {text.preview}
              </Button>
            )}
          </Stack>
          <Alert severity={settings.enabled ? 'success' : 'info'} role="status">
            <AlertTitle>{settings.enabled ? text.statusEnabledTitle : text.statusDisabledTitle}</AlertTitle>
            {settings.enabled ? text.statusEnabled : text.statusDisabled}
          </Alert>
        </Stack>
      </CardContent>
    </Card>
  );
}
