import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { messages } from '@contracts/messages';
import { PRODUCT_NAME } from '@contracts/product';

/** The public landing page (its full content arrives with the platform-core screens). */
export function LandingPage() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="overline" component="p" sx={{ letterSpacing: 3 }}>
          {PRODUCT_NAME}
        </Typography>
        <Typography variant="h1" sx={{ my: 2 }}>
          {messages.landing.headline}
        </Typography>
        <Typography sx={{ fontSize: '1.2rem', opacity: 0.9, mb: 4 }}>
          {messages.landing.subheadline}
        </Typography>
        <Button component={RouterLink} to="/auth" variant="contained" color="secondary" size="large">
          {messages.landing.cta}
        </Button>
      </Container>
    </Box>
  );
}
