import { useQuery } from '@tanstack/react-query';
import { onboardingSettingsQuery } from '../../../lib/onboarding-settings';

export function useOnboardingSettings() {
  return useQuery(onboardingSettingsQuery);
}
