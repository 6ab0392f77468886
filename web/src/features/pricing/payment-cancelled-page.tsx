import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pricingMessages } from '@contracts/messages/pricing';

const text = pricingMessages;

export function PaymentCancelledPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 480, width: '100%', textAlign: 'center' }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 2 }}>
            {text.cancelledTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {text.cancelledText}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
            <Button component={RouterLink} to="/pricing" variant="contained">
              {text.seePlans}
            </Button>
            <Button component={RouterLink} to="/dashboard">
              {text.goToDashboard}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
