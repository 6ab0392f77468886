import { audit } from '../audit';
import { updateOnboardingRequest } from '../../contracts/onboarding';
import { saveOnboardingSettings } from '../../account/onboarding-settings';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: the onboarding switch, or the welcome's video, title, description and button (spec 3, 4). */
export const handler = defineHandler(
  'PATCH /api/admin/onboarding',
  { body: updateOnboardingRequest },
  async (request) => {
    const settings = await saveOnboardingSettings(
      request.body,
      audit(request, 'onboarding.changed', { content: 'onboarding' }, { fields: Object.keys(request.body) }),
    );
    return ok(settings);
  },
);
