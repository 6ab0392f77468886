import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../shared/server-message';

/**
 * Spec 3 section 8 "Onboarding": a refusal the server explained shows its title with the server's words;
 * anything else (no answer, a crash) is 'Erro inesperado' with the screen's own description.
 */
export function onboardingErrorToast(
  error: unknown,
  known: { title: string },
  unexpected: { title: string; description: string },
): { title: string; description: string } {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    return { title: known.title, description: serverMessage(error) };
  }
  return unexpected;
}
