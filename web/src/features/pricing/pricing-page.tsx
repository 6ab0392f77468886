import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, Container, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import type { Plan } from '@contracts/plans';
import { authMessages } from '@contracts/messages/auth';
import { pricingMessages } from '@contracts/messages/pricing';
import { PageLoader } from '../../components/page-loader';
import { ApiError } from '../../lib/api-error';
import { useSession } from '../../lib/session';
import { useSubscription } from '../../lib/subscription';
import { useToast } from '../../lib/toast';
import { createCheckout, openInNewTab } from './api/checkout';
import { checkoutFailureToast } from './checkout-failure';
import { usePlans } from './api/list-plans';
import { CurrentSubscription } from './current-subscription';
import { PlanCard } from './plan-card';

const text = pricingMessages;

/**
 * /pricing. Visitors see the plans with the login warning; subscribing needs a session. Admins who
 * are subscribed (always, through the synthetic plan) go to the dashboard.
 */
export function PricingPage() {
  const { data: session, isPending: sessionPending } = useSession();
  const subscription = useSubscription();
  const { plans, isError: plansFailed } = usePlans();
  const [processingPlan, setProcessingPlan] = useState<string | null>(null);
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (plansFailed)
      toast({ title: text.plansErrorTitle, description: text.plansError, variant: 'destructive' });
  }, [plansFailed, toast]);

  useEffect(() => {
    const expired = subscription.error instanceof ApiError && subscription.error.code === 'UNAUTHENTICATED';
    if (expired) {
      toast({ title: text.authRequiredTitle, description: text.authRequiredPlans, variant: 'destructive' });
      navigate('/auth', { state: { from: '/pricing' } });
    }
  }, [subscription.error, toast, navigate]);

  if (sessionPending) return <PageLoader />;
  const current = subscription.data?.subscription ?? null;
  const subscribed = subscription.data?.subscribed ?? false;
  if (session?.isAdmin && subscribed) return <Navigate to="/dashboard" replace />;

  const subscribe = async (plan: Plan) => {
    if (!session) {
      toast({
        title: text.authRequiredTitle,
        description: text.authRequiredCheckout,
        variant: 'destructive',
      });
      navigate('/auth', { state: { from: '/pricing' } });
      return;
    }
    setProcessingPlan(plan.id);
    try {
      await openInNewTab(() =>
        createCheckout({
          priceId: plan.stripePriceId ?? plan.id,
          successUrl: `${window.location.origin}/payment-success`,
          cancelUrl: `${window.location.origin}/payment-cancelled`,
        }),
      );
    } catch (error) {
      toast(checkoutFailureToast(error));
    } finally {
      setProcessingPlan(null);
    }
  };

  const isCurrent = (plan: Plan) =>
    Boolean(current && subscribed && current.status === 'active' && current.planName === plan.name);

  return (
    <Box component="main" sx={{ minHeight: '100vh', py: { xs: 3, md: 6 } }}>
      <Container maxWidth="md">
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mb: 3 }}>
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
            {text.back}
          </Button>
          {subscribed && (
            <Button component={RouterLink} to="/dashboard" variant="outlined">
              {text.goToDashboard}
            </Button>
          )}
        </Stack>
        <Typography variant="h1" sx={{ textAlign: 'center', mb: 1 }}>
          {text.title}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
          {text.subtitle}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {text.accessNotice}
        </Alert>
        {!session && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button
                component={RouterLink}
                to="/auth"
                state={{ from: '/pricing' }}
                color="inherit"
                size="small"
              >
                {authMessages.loginButton}
              </Button>
            }
          >
            {text.loginWarning}
          </Alert>
        )}
        {current && <CurrentSubscription subscription={current} />}
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'center', alignItems: 'center', my: 4 }}
        >
          {plans ? (
            plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                isCurrent={isCurrent(plan)}
                processing={processingPlan === plan.id}
                onSubscribe={() => void subscribe(plan)}
              />
            ))
          ) : (
            <Skeleton variant="rounded" width={420} height={420} />
          )}
        </Stack>
        <Box component="footer" sx={{ textAlign: 'center', color: 'text.secondary', mt: 6 }}>
          <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <LockIcon fontSize="small" /> {text.footerSecure}
          </Typography>
          <Typography sx={{ mt: 1 }}>
            {text.footerSupport} <Link href={`mailto:${text.supportEmail}`}>{text.supportEmail}</Link>
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
