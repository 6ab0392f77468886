import { Chip, type ChipProps } from '@mui/material';
import type { AdminUserSubscription } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { ADMIN_PLAN_LABEL, subscriptionStatusLabel } from '@domain/subscription-status';

const statusColor: Record<string, ChipProps['color']> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  canceled: 'default',
};

/**
 * What the users table says of a user's access: an admin is always subscribed ('Plano Administrativo',
 * spec 1 section 4), anyone else has their subscription's status or 'Sem assinatura'.
 */
export function accessChip(
  subscription: AdminUserSubscription | null,
  isAdmin: boolean,
): { label: string; color: ChipProps['color']; title?: string } {
  if (isAdmin) return { label: ADMIN_PLAN_LABEL, color: 'success' };
  if (!subscription) return { label: adminMessages.noSubscription, color: 'default' };
  const label = subscriptionStatusLabel(subscription.status);
  return {
    label,
    color: statusColor[subscription.status] ?? 'default',
    title: `${label} · ${subscription.planName}`,
  };
}

/** A user's subscription status in the catalogue's words ('Ativa', 'Em teste'…, 'Sem assinatura'). */
export function SubscriptionChip({
  subscription,
  isAdmin = false,
}: {
  subscription: AdminUserSubscription | null;
  /** In the users table: admins show 'Plano Administrativo' (the subscription dialog shows the stored one). */
  isAdmin?: boolean;
}) {
  const { label, color, title } = accessChip(subscription, isAdmin);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={label}
      {...(title ? { title } : {})}
      sx={{ fontWeight: subscription || isAdmin ? 600 : undefined }}
    />
  );
}
