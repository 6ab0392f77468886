import { queryOptions } from '@tanstack/react-query';
import type { OnboardingSettings } from '@contracts/onboarding';
import { api } from './api-client';

/**
 * The onboarding settings (GET /api/onboarding): read by the dashboard's welcome modal and by the admin
 * onboarding screen, which writes what it saved here so the modal shows the new text at once.
 */
export const onboardingSettingsQuery = queryOptions({
  queryKey: ['onboarding'],
  queryFn: () => api<OnboardingSettings>('/onboarding'),
  meta: { silent: true },
});
