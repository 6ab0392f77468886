import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { Chip, Skeleton, type ChipProps } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ADMIN_PLAN_LABEL, subscriptionStatusLabel } from '@domain/subscription-status';
import { shellMessages } from '@contracts/messages/shell';
import { useSession } from '../../lib/session';
import { useSubscription } from '../../lib/subscription';

const statusColor: Record<string, ChipProps['color']> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  canceled: 'default',
};

/**
 * The compact subscription badge: the subscription's status label, 'Sem assinatura' without one,
 * 'Plano Administrativo' for admins; a link to /pricing.
 */
export function SubscriptionBadge() {
  const { data: session } = useSession();
  const isAdmin = Boolean(session?.isAdmin);
  const { data, isPending, isError } = useSubscription();

  if (!isAdmin && isPending) return <Skeleton variant="rounded" width={96} height={24} />;
  if (!isAdmin && isError) return null;

  const subscription = data?.subscription;
  // The spec's label of any status the user's subscription is in ('Pagamento pendente', 'Cancelada'…).
  const label = isAdmin
    ? ADMIN_PLAN_LABEL
    : subscription
      ? subscriptionStatusLabel(subscription.status)
      : shellMessages.noSubscription;
  const color: ChipProps['color'] = isAdmin
    ? 'secondary'
    : subscription
      ? (statusColor[subscription.status] ?? 'default')
      : 'default';
  const title = subscription && !isAdmin ? `${label} · ${subscription.planName}` : label;

  return (
    <Chip
      component={RouterLink}
      to="/pricing"
      clickable
      size="small"
      variant="outlined"
      color={color}
      icon={<WorkspacePremiumOutlined aria-hidden />}
      label={label}
      title={title}
      aria-label={shellMessages.subscriptionBadge(label)}
      sx={{ fontWeight: 600, maxWidth: { xs: 200, sm: 'none' } }}
    />
  );
}
