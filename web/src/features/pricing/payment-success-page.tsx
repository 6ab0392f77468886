import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pricingMessages } from '@contracts/messages/pricing';
import { useSubscription } from '../../lib/subscription';
import { usePolling } from '../../lib/use-polling';

const text = pricingMessages;

/** Checkout's return address: waits until the webhook has granted access, then says so. */
export function PaymentSuccessPage() {
  const subscription = useSubscription();
  const active = subscription.data?.subscription?.status === 'active';

  // The page's first read is usually enough (the webhook arrives with the redirect); otherwise the
  // spec's generic polling re-checks (60 s, backing off after failures), which also keeps the
  // subscription check's 30 s minimum spacing.
  usePolling({
    enabled: !active,
    check: () => subscription.refetch({ throwOnError: true }),
    done: (result) => result.data?.subscription?.status === 'active',
  });

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 480, width: '100%', textAlign: 'center' }}>
        <CardContent sx={{ p: 4 }}>
          {active ? (
            <>
              <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
              <Typography variant="h1" sx={{ fontSize: '1.8rem', my: 2 }}>
                {text.successTitle}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {text.successText}
              </Typography>
              <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
                {text.goToDashboard}
              </Button>
            </>
          ) : (
            <>
              {/* The status text says it; the spinner is decoration. */}
              <CircularProgress aria-hidden />
              <Typography role="status" sx={{ mt: 2 }}>
                {text.successChecking}
              </Typography>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
