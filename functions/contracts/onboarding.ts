import * as z from 'zod';

/** The single onboarding settings row (id 1 in the spec). */
export const onboardingSettings = z.object({
  videoUrl: z.string(),
  welcomeTitle: z.string(),
  welcomeDescription: z.string(),
  buttonText: z.string(),
  enabled: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type OnboardingSettings = z.infer<typeof onboardingSettings>;
