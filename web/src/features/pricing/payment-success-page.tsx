import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { pricingMessages } from '@contracts/messages/pricing';
import { useSubscription } from '../../lib/subscription';

const text = pricingMessages;

/** Checkout's return address: waits until the webhook has granted access, then says so. */
export function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const active = subscription.data?.subscription?.status === 'active';

  useEffect(() => {
    if (active) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: ['subscription'] }), 2000);
    return () => clearInterval(timer);
  }, [active, queryClient]);

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
