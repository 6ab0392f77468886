import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingSettings, UpdateOnboardingRequest } from '@contracts/onboarding';
import { api } from '../../../lib/api-client';
import { onboardingSettingsQuery } from '../../../lib/onboarding-settings';

/** The settings the admin edits: the same query the dashboard's welcome modal reads. */
export function useAdminOnboardingSettings() {
  return useQuery(onboardingSettingsQuery);
}

/**
 * PATCH /api/admin/onboarding: the switch (`{enabled}`) or the form's four texts. The saved settings
 * replace the cached ones, so the modal shows them on the next dashboard visit without a reload.
 */
export function useUpdateOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOnboardingRequest) =>
      api<OnboardingSettings>('/admin/onboarding', { method: 'PATCH', body }),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(onboardingSettingsQuery.queryKey, saved),
  });
}
