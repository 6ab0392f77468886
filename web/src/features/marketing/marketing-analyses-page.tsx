import { Alert, Box, Button, Card, CardContent, List, ListItem, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { marketingMessages } from '@contracts/messages/marketing';
import type { MarketingAnalysisStatus } from '@contracts/website-analysis';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageLoader } from '../../components/page-loader';
import { formatDate } from '../../lib/format';
import { useInstagramAnalyses } from './instagram/api';
import { ExampleLabel } from './instagram/example-label';
import { useWebsiteAnalyses } from './website/api';
import { StatusChip } from './status-chip';

const text = marketingMessages;

interface Row {
  id: string;
  kind: 'website' | 'instagram';
  title: string;
  status: MarketingAnalysisStatus;
  createdAt: string;
  to: string;
  /**
   * Whether its detail opens: an Instagram analysis always; a website one with a result (completed, or
   * a regeneration running over a completed one).
   */
  openable: boolean;
  /** Seeded demo data (Instagram), labelled as such. */
  example: boolean;
}

/** /marketing-analyses: the user's website and Instagram analyses in one list, newest first. */
export function MarketingAnalysesPage() {
  const websites = useWebsiteAnalyses();
  const instagram = useInstagramAnalyses();
  const failed = websites.isError ? websites : instagram.isError ? instagram : null;
  if (websites.isPending || instagram.isPending) return <PageLoader />;
  if (failed)
    return (
      <LoadErrorAlert
        title={text.toasts.loadError}
        error={failed.error}
        retryLabel={text.website.retry}
        onRetry={() => void Promise.all([websites.refetch(), instagram.refetch()])}
      />
    );
  const rows: Row[] = [
    ...(websites.data?.analyses ?? []).map((analysis) => ({
      id: analysis.id,
      kind: 'website' as const,
      title: analysis.websiteUrl,
      status: analysis.status,
      createdAt: analysis.createdAt,
      to: `/website-analysis/${analysis.id}`,
      openable: analysis.hasResult,
      example: false,
    })),
    ...(instagram.data?.analyses ?? []).map((analysis) => ({
      id: analysis.id,
      kind: 'instagram' as const,
      title: `@${analysis.profileUsername}`,
      status: analysis.status,
      createdAt: analysis.createdAt,
      to: `/instagram-analytics/${analysis.id}`,
      openable: true,
      example: analysis.example,
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
          {text.list.title}
        </Typography>
        <Typography color="text.secondary">{text.list.subtitle}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/website-analysis" variant="contained">
          {text.list.newWebsite}
        </Button>
        <Button component={RouterLink} to="/instagram-analytics" variant="outlined">
          {text.list.openInstagram}
        </Button>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          {rows.length === 0 ? (
            <Alert severity="info">{text.list.empty}</Alert>
          ) : (
            <List>
              {rows.map((row) => (
                <ListItem key={`${row.kind}-${row.id}`} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                    <Typography variant="overline">{text.list[row.kind]}</Typography>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatDate(row.createdAt)}
                    </Typography>
                    {row.example && <ExampleLabel />}
                  </Box>
                  <StatusChip status={row.status} />
                  <Button
                    component={RouterLink}
                    to={row.to}
                    size="small"
                    variant="outlined"
                    disabled={!row.openable}
                  >
                    {text.website.view}
                  </Button>
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
