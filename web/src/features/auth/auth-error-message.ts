import { authMessages } from '@contracts/messages/auth';
import { ApiError } from '../../lib/api-error';

const wrongCredentials = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
]);

/** The text of a sign-in or sign-up failure: the server's Portuguese message, or the fallback. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && wrongCredentials.has(error.name)) return authMessages.wrongCredentials;
  return fallback;
}
