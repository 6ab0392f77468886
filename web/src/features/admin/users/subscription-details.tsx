import { Alert, Box, Typography } from '@mui/material';
import { useId } from 'react';
import type { AdminUserSubscription } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { formatDate } from '../../../lib/format';
import { SubscriptionChip } from './subscription-chip';

const text = adminMessages.subscription;

/** 'Assinatura atual': status, plan, valid until, canceled at, and the Stripe note for a paid one. */
export function SubscriptionDetails({ subscription }: { subscription: AdminUserSubscription | null }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {text.current}
      </Typography>
      {!subscription ? (
        <Typography color="text.secondary">{text.none}</Typography>
      ) : (
        <>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              columnGap: 2,
              rowGap: 1,
              alignItems: 'center',
              m: 0,
              '& dt': { color: 'text.secondary', typography: 'body2' },
              '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere' },
            }}
          >
            <dt>{text.status}</dt>
            <dd>
              <SubscriptionChip subscription={subscription} />
            </dd>
            <dt>{text.plan}</dt>
            <dd>{subscription.planName}</dd>
            <dt>{text.periodEnd}</dt>
            <dd>{subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : '—'}</dd>
            {subscription.canceledAt && (
              <>
                <dt>{text.canceledAt}</dt>
                <dd>{formatDate(subscription.canceledAt)}</dd>
              </>
            )}
          </Box>
          {subscription.paidWithStripe && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {text.stripeNote}
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}
