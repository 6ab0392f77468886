import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { analysesMessages } from '@contracts/messages/analyses';
import { marketingMessages } from '@contracts/messages/marketing';
import { errorsMessages } from '@contracts/messages/errors';
import { diagnosticCard, orderDiagnostics } from '@domain/diagnostic-card';
import { DiagnosticIcon } from '../../components/diagnostic-icon';
import { useDiagnosticsOverview } from '../../lib/diagnostics-overview';
import { formatDate } from '../../lib/format';

const text = analysesMessages;

/** /analyses: the completed diagnostics, each with a link to its full analysis. */
export function AnalysesPage() {
  const { data: overview, isError } = useDiagnosticsOverview();
  const cards = overview
    ? orderDiagnostics(overview.diagnostics)
        .map((diagnostic) => diagnosticCard(diagnostic, overview.results))
        .filter((card) => card.completed)
    : [];
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
          {text.title}
        </Typography>
        <Typography color="text.secondary">{text.intro}</Typography>
      </div>
      {isError && <Alert severity="error">{errorsMessages.queryFailed}</Alert>}
      {!overview && !isError && <Skeleton variant="rounded" height={160} />}
      {overview && cards.length === 0 && (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 5 }}>
            <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {text.empty}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {text.emptyText}
            </Typography>
            <Button component={RouterLink} to="/diagnostics" variant="contained">
              {text.goToDiagnostics}
            </Button>
          </CardContent>
        </Card>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {cards.map((card) => (
          <Card key={card.diagnostic.id} variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <DiagnosticIcon name={card.diagnostic.icon} color="primary" />
                <Typography component="h2" sx={{ fontWeight: 700 }}>
                  {card.diagnostic.title}
                </Typography>
              </Stack>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {card.diagnostic.description}
              </Typography>
              <Typography variant="body2">
                {card.result?.completedAt
                  ? text.completedOn(formatDate(card.result.completedAt))
                  : text.notAvailable}
              </Typography>
            </CardContent>
            <CardActions>
              <Button component={RouterLink} to={card.analysisRoute ?? '/analyses'} variant="contained">
                {text.seeFull}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <MarketingTools />
    </Stack>
  );
}

const tools = marketingMessages.tools;

/** The spec's menu has no entry for the marketing tools: they are reached from here (docs/decisions/0030-spec-silent-product-decisions.md). */
function MarketingTools() {
  const links = [
    { to: '/website-analysis', title: tools.website, hint: tools.websiteHint },
    { to: '/instagram-analytics', title: tools.instagram, hint: tools.instagramHint },
  ];
  return (
    <Box component="section" aria-labelledby="marketing-tools">
      <Typography id="marketing-tools" variant="h2" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
        {tools.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {links.map((link) => (
          <Card key={link.to} variant="outlined">
            <CardContent>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {link.title}
              </Typography>
              <Typography color="text.secondary">{link.hint}</Typography>
            </CardContent>
            <CardActions>
              <Button component={RouterLink} to={link.to} variant="outlined">
                {link.title}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <Button component={RouterLink} to="/marketing-analyses" sx={{ mt: 1 }}>
        {tools.all}
      </Button>
    </Box>
  );
}
