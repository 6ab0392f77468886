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

const text = (max: number) => z.string().trim().max(max);

/**
 * PATCH /api/admin/onboarding (spec: "upsert on id 1 with the text fields and updated_at, or with
 * enabled and updated_at"): either the form's four fields or the switch, never a mix.
 */
export const updateOnboardingRequest = z.union([
  z.strictObject({
    videoUrl: text(500),
    welcomeTitle: text(200),
    welcomeDescription: text(2000),
    buttonText: text(60),
  }),
  z.strictObject({ enabled: z.boolean() }),
]);
export type UpdateOnboardingRequest = z.infer<typeof updateOnboardingRequest>;
