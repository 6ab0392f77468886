import { lazy, Suspense, useState } from 'react';
import { onboardingMessages } from '@contracts/messages/onboarding';
import { hasSeenOnboarding, markOnboardingSeen } from '../../lib/onboarding-flag';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { videoEmbedUrl } from '../../lib/video-embed';
import { useOnboardingSettings } from './api/get-onboarding';

/** Shown once per user: its MUI Dialog parts load only then. */
const OnboardingDialog = lazy(() =>
  import('./onboarding-dialog').then((module) => ({ default: module.OnboardingDialog })),
);

/** The welcome modal: on the first dashboard visit, when the admin has enabled onboarding. */
export function OnboardingModal() {
  const { data: session } = useSession();
  const { data: settings } = useOnboardingSettings();
  const [dismissed, setDismissed] = useState(false);
  const toast = useToast();
  if (!session || !settings?.enabled || dismissed || hasSeenOnboarding(session.userId)) return null;

  const complete = () => {
    markOnboardingSeen(session.userId);
    setDismissed(true);
    toast({ title: onboardingMessages.completed, variant: 'success' });
  };

  return (
    <Suspense fallback={null}>
      <OnboardingDialog settings={settings} video={videoEmbedUrl(settings.videoUrl)} onComplete={complete} />
    </Suspense>
  );
}
