import { subscriptionMessages } from '../contracts/messages/subscription';

const { statusLabels, statusUnknown } = subscriptionMessages;

/** The spec's status labels; any other status is 'Desconhecido'. */
export function subscriptionStatusLabel(status: string | null | undefined): string {
  return (status && statusLabels[status]) || statusUnknown;
}

/** Statuses that give access to subscription-only pages. */
export function grantsAccess(
  status: string | null | undefined,
  currentPeriodEnd: string | null,
  now = new Date(),
): boolean {
  if (status !== 'active' && status !== 'trialing') return false;
  return currentPeriodEnd === null || new Date(currentPeriodEnd).getTime() > now.getTime();
}

/** Admins are always treated as subscribed, with this synthetic plan (shown as 'Plano Administrativo'). */
export const ADMIN_PLAN_NAME = 'Admin Access';
export const ADMIN_PLAN_LABEL = 'Plano Administrativo';
