import { Box, Button, Card, CardContent, Chip, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { landingMessages } from '@contracts/messages/landing';
import { legalMessages } from '@contracts/messages/legal';
import { PRODUCT_NAME } from '@contracts/product';
import { publicPaths } from '../../lib/route-paths';

const text = landingMessages;

/** `/`: the public landing page. Every call to action leads to /auth except the action-plan one. */
export function LandingPage() {
  return (
    <>
      <Box component="main">
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Container maxWidth="md" sx={{ textAlign: 'center', py: { xs: 8, md: 12 } }}>
            <Typography variant="overline" component="p" sx={{ letterSpacing: 3 }}>
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="h1" sx={{ my: 2, fontSize: { xs: '2rem', md: '2.8rem' } }}>
              {text.headline}
            </Typography>
            <Typography sx={{ fontSize: '1.2rem', mb: 4 }}>{text.subheadline}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
              <Button component={RouterLink} to="/auth" variant="contained" color="secondary" size="large">
                {text.cta}
              </Button>
              <Button component={RouterLink} to="/auth" variant="outlined" color="inherit" size="large">
                {text.ctaSignIn}
              </Button>
            </Stack>
          </Container>
        </Box>

        <Container maxWidth="lg" sx={{ py: 8 }}>
          <Typography variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
            {text.statsTitle}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {text.stats.map((stat) => (
              <Card key={stat.label} variant="outlined">
                <CardContent sx={{ textAlign: 'center' }}>
                  <Typography
                    component="p"
                    sx={{ fontSize: '2.2rem', fontWeight: 700, color: 'primary.main' }}
                  >
                    {stat.value}
                  </Typography>
                  <Typography color="text.secondary">{stat.label}</Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Container>

        <Box sx={{ bgcolor: 'background.paper', py: 8 }}>
          <Container maxWidth="lg">
            <Typography variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
              {text.methodologyTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
              {text.methodologyIntro}
            </Typography>
            <Box
              component="ol"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
              }}
            >
              {text.methodology.map((step, index) => (
                <Card component="li" key={step.title} variant="outlined">
                  <CardContent>
                    <Typography component="p" sx={{ fontWeight: 700, color: 'secondary.main' }}>
                      {index + 1}
                    </Typography>
                    <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, my: 1 }}>
                      {step.title}
                    </Typography>
                    <Typography color="text.secondary">{step.text}</Typography>
                  </CardContent>
                </Card>
              ))}
            </Box>
            <Box sx={{ textAlign: 'center', mt: 4 }}>
              <Button component={RouterLink} to="/action-plan" variant="outlined" size="large">
                {text.ctaActionPlan}
              </Button>
            </Box>
          </Container>
        </Box>

        <Container maxWidth="lg" sx={{ py: 8, textAlign: 'center' }}>
          <Typography variant="h2" sx={{ mb: 3 }}>
            {text.sectorsTitle}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
            {text.sectors.map((sector) => (
              <Chip key={sector} label={sector} variant="outlined" />
            ))}
          </Stack>
        </Container>

        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 8 }}>
          <Container maxWidth="md" sx={{ textAlign: 'center' }}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              {text.finalTitle}
            </Typography>
            <Typography sx={{ mb: 4 }}>{text.finalText}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
              <Button component={RouterLink} to="/auth" variant="contained" color="secondary" size="large">
                {text.cta}
              </Button>
              <Button component={RouterLink} to="/auth" variant="outlined" color="inherit" size="large">
                {text.ctaSignIn}
              </Button>
            </Stack>
          </Container>
        </Box>
      </Box>
      <LandingFooter />
    </>
  );
}

/**
 * The legal documents, as plain links: the page is prerendered HTML, and they work before (or
 * without) its script.
 */
function LandingFooter() {
  return (
    <Box component="footer" sx={{ py: 3, bgcolor: 'background.paper' }}>
      <Stack
        component="nav"
        aria-label={legalMessages.footerLabel}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ justifyContent: 'center', alignItems: 'center' }}
      >
        <Link href={publicPaths.terms}>{legalMessages.termsTitle}</Link>
        <Link href={publicPaths.privacy}>{legalMessages.privacyTitle}</Link>
      </Stack>
    </Box>
  );
}
