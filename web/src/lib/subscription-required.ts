import { SUBSCRIPTION_REQUIRED } from '@contracts/subscription-required';
import { ApiError } from './api-error';

/** Whether a failure is a paid route's 403 for a user without a subscription (it ended mid-visit). */
export function isSubscriptionRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    typeof error.details === 'object' &&
    error.details !== null &&
    (error.details as { reason?: unknown }).reason === SUBSCRIPTION_REQUIRED
  );
}

const listeners = new Set<(message: string) => void>();

/**
 * The API client tells the app about each such answer, with the server's message; the query layout
 * (app/query-layout.tsx) sends the user to /pricing on the first one.
 */
export function subscriptionRequired(error: ApiError): void {
  for (const listener of listeners) listener(error.message);
}

export function onSubscriptionRequired(listener: (message: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
