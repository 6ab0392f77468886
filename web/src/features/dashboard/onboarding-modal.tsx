import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { onboardingMessages } from '@contracts/messages/onboarding';
import { hasSeenOnboarding, markOnboardingSeen } from '../../lib/onboarding-flag';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { videoEmbedUrl } from '../../lib/video-embed';
import { useOnboardingSettings } from './api/get-onboarding';

/** The welcome modal: on the first dashboard visit, when the admin has enabled onboarding. */
export function OnboardingModal() {
  const { data: session } = useSession();
  const { data: settings } = useOnboardingSettings();
  const [dismissed, setDismissed] = useState(false);
  const toast = useToast();
  if (!session || !settings?.enabled || dismissed || hasSeenOnboarding(session.userId)) return null;

  const video = videoEmbedUrl(settings.videoUrl);
  const complete = () => {
    markOnboardingSeen(session.userId);
    setDismissed(true);
    toast({ title: onboardingMessages.completed, variant: 'success' });
  };

  return (
    <Dialog open onClose={complete} maxWidth="md" fullWidth aria-labelledby="onboarding-title">
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
        <Button variant="contained" size="large" onClick={complete}>
          {settings.buttonText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
