import { getOnboardingSettings } from '../onboarding-settings';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** The onboarding settings (one GetItem), or the spec's defaults when an admin never saved them. */
export const handler = defineHandler('GET /api/onboarding', {}, async () =>
  ok(await getOnboardingSettings()),
);
