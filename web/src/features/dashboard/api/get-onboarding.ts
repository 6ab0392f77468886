import { useQuery } from '@tanstack/react-query';
import type { OnboardingSettings } from '@contracts/onboarding';
import { api } from '../../../lib/api-client';

export function useOnboardingSettings() {
  return useQuery({
    queryKey: ['onboarding'],
    queryFn: () => api<OnboardingSettings>('/onboarding'),
    meta: { silent: true },
  });
}
