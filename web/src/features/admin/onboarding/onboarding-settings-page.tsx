import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { adminMessages } from '@contracts/messages/admin';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useAdminOnboardingSettings } from '../api/onboarding-settings';
import { OnboardingForm } from './onboarding-form';
import { OnboardingSwitch } from './onboarding-switch';

const text = adminMessages.onboarding;

/**
 * /admin/onboarding (spec 3 sections 2.5, 4, 8): the switch with its banner and preview, and the
 * welcome's texts (the form starts from the settings once they are read).
 */
export function AdminOnboardingPage() {
  const settings = useAdminOnboardingSettings();
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' } }}>
          {text.title}
        </Typography>
        <Typography color="text.secondary">{text.subtitle}</Typography>
      </Box>
      {settings.data ? (
        <>
          <OnboardingSwitch settings={settings.data} />
          <OnboardingForm settings={settings.data} />
        </>
      ) : settings.isError ? (
        <LoadErrorAlert
          title={text.loadError}
          error={settings.error}
          retryLabel={text.retry}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={420} />
        </>
      )}
    </Stack>
  );
}
