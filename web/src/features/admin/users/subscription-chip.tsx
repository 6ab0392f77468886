import { Chip, type ChipProps } from '@mui/material';
import type { AdminUserSubscription } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { subscriptionStatusLabel } from '@domain/subscription-status';

const statusColor: Record<string, ChipProps['color']> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  canceled: 'default',
};

/** A user's subscription status in the catalogue's words ('Ativa', 'Em teste'…, 'Sem assinatura'). */
export function SubscriptionChip({ subscription }: { subscription: AdminUserSubscription | null }) {
  if (!subscription) return <Chip size="small" variant="outlined" label={adminMessages.noSubscription} />;
  const label = subscriptionStatusLabel(subscription.status);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColor[subscription.status] ?? 'default'}
      label={label}
      title={`${label} · ${subscription.planName}`}
      sx={{ fontWeight: 600 }}
    />
  );
}
