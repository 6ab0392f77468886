import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { adminMessages } from '@contracts/messages/admin';
import { updateOnboardingRequest, type OnboardingSettings } from '@contracts/onboarding';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateOnboarding } from '../api/onboarding-settings';
import { onboardingErrorToast } from './onboarding-error';

const text = adminMessages.onboarding;

/** The form's half of the PATCH contract (the other half is the switch). */
const formRequest = updateOnboardingRequest.options[0];

/** The welcome's four texts (spec 3: no validation beyond the contract's lengths); 'Configurações atualizadas'. */
export function OnboardingForm({ settings }: { settings: OnboardingSettings }) {
  const headingId = useId();
  const tipId = useId();
  const toast = useToast();
  const update = useUpdateOnboarding();
  const form = useZodForm(formRequest, {
    videoUrl: settings.videoUrl,
    welcomeTitle: settings.welcomeTitle,
    welcomeDescription: settings.welcomeDescription,
    buttonText: settings.buttonText,
  });

  const submit = form.submit(async (data) => {
    try {
      await update.mutateAsync(data);
      toast({ title: text.saved, variant: 'success' });
    } catch (error) {
      form.showServerErrors(error);
      toast({
        ...onboardingErrorToast(
          error,
          { title: text.saveError },
          { title: text.unexpectedError, description: text.saveErrorDescription },
        ),
        variant: 'destructive',
      });
    }
  });

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography id={headingId} component="h2" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 2 }}>
          {text.formTitle}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
          <Stack spacing={2.5}>
            <TextField
              label={text.videoUrl}
              {...form.field('videoUrl')}
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 500, 'aria-describedby': tipId } }}
            />
            <Alert
              id={tipId}
              severity="info"
              icon={<InfoOutlined fontSize="inherit" aria-hidden />}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {text.videoTip}
            </Alert>
            <TextField
              label={text.welcomeTitle}
              {...form.field('welcomeTitle')}
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label={text.welcomeDescription}
              {...form.field('welcomeDescription')}
              fullWidth
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <TextField
              label={text.buttonText}
              {...form.field('buttonText')}
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography variant="body2" color="text.secondary">
                {settings.updatedAt ? text.lastUpdated(formatDate(settings.updatedAt)) : null}
              </Typography>
              <Button type="submit" variant="contained" disabled={form.submitting}>
                {form.submitting ? text.saving : text.save}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
