import { errorsMessages } from './messages/errors';
import { validationMessages } from './messages/validation';
import { authMessages } from './messages/auth';
import { shellMessages } from './messages/shell';
import { dashboardMessages } from './messages/dashboard';
import { landingMessages } from './messages/landing';
import { adminMessages } from './messages/admin';
import { subscriptionMessages } from './messages/subscription';
import { notificationsMessages } from './messages/notifications';
import { errorScreensMessages } from './messages/error-screens';

/**
 * Every Portuguese text the product shows, in one catalogue shared by the API (validation and error
 * messages) and the web app: one file per area under messages/, assembled here. Texts quoted by the
 * spec are copied character for character.
 */
export const messages = {
  errors: errorsMessages,
  validation: validationMessages,
  auth: authMessages,
  shell: shellMessages,
  dashboard: dashboardMessages,
  landing: landingMessages,
  admin: adminMessages,
  subscription: subscriptionMessages,
  notifications: notificationsMessages,
  errorScreens: errorScreensMessages,
} as const;
