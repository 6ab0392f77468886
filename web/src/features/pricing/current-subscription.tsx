import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { SubscriptionSummary } from '@contracts/subscription';
import { pricingMessages } from '@contracts/messages/pricing';
import { ADMIN_PLAN_LABEL, ADMIN_PLAN_NAME, subscriptionStatusLabel } from '@domain/subscription-status';
import { formatDate } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { openCustomerPortal, openInNewTab } from './api/checkout';

const text = pricingMessages;
const paidStatuses = new Set(['active', 'past_due', 'canceled']);

export function CurrentSubscription({ subscription }: { subscription: SubscriptionSummary }) {
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const planName = subscription.planName === ADMIN_PLAN_NAME ? ADMIN_PLAN_LABEL : subscription.planName;

  const manage = async () => {
    setOpening(true);
    try {
      await openInNewTab(openCustomerPortal);
    } catch (error) {
      toast({ title: text.portalErrorTitle, description: (error as Error).message, variant: 'destructive' });
    } finally {
      setOpening(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ mb: 4 }}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          {text.currentSubscriptionTitle}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ mb: 2 }}>
          <Typography>
            <strong>{text.status}:</strong> {subscriptionStatusLabel(subscription.status)}
          </Typography>
          <Typography>
            <strong>{text.plan}:</strong> {planName}
          </Typography>
          {subscription.currentPeriodEnd && (
            <Typography>
              <strong>{text.validUntil}:</strong> {formatDate(subscription.currentPeriodEnd)}
            </Typography>
          )}
        </Stack>
        {subscription.cancelAtPeriodEnd && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {text.cancelsAtPeriodEnd}
          </Alert>
        )}
        {paidStatuses.has(subscription.status) && (
          <Button variant="outlined" onClick={manage} disabled={opening}>
            {opening ? text.processing : text.manage}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
