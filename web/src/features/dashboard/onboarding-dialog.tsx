import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { OnboardingSettings } from '@contracts/onboarding';
import { onboardingMessages } from '@contracts/messages/onboarding';

/** The welcome dialog's content (see onboarding-modal.tsx): the admin's title, video, text and button. */
export function OnboardingDialog({
  settings,
  video,
  onComplete,
}: {
  settings: OnboardingSettings;
  video: string | null;
  onComplete: () => void;
}) {
  return (
    <Dialog open onClose={onComplete} maxWidth="md" fullWidth aria-labelledby="onboarding-title">
      <DialogTitle id="onboarding-title">{settings.welcomeTitle}</DialogTitle>
      <DialogContent>
        {video && (
          <Box
            sx={{
              position: 'relative',
              pt: '56.25%',
              mb: 2,
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'black',
            }}
          >
            <Box
              component="iframe"
              src={video}
              title={onboardingMessages.videoTitle}
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          </Box>
        )}
        <Typography>{settings.welcomeDescription}</Typography>
      </DialogContent>
      <DialogActions sx={{ p: 2 }}>
        <Button variant="contained" size="large" onClick={onComplete}>
          {settings.buttonText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
