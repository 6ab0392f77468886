import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { marketingMessages } from '@contracts/messages/marketing';
import { normaliseWebsiteUrl, type WebsiteAnalysisSummary } from '@contracts/website-analysis';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useDemoSiteUrl, useWebsiteAnalyses, useWebsiteMutations } from './api';
import { useDeleteConfirmation } from '../delete-confirmation';
import { StatusChip } from '../status-chip';

const text = marketingMessages.website;
const toasts = marketingMessages.toasts;

function AnalysisRow({
  analysis,
  onDelete,
  onRetry,
  retrying,
}: {
  analysis: WebsiteAnalysisSummary;
  onDelete: (analysis: WebsiteAnalysisSummary) => void;
  onRetry: (analysis: WebsiteAnalysisSummary) => void;
  retrying: boolean;
}) {
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{analysis.websiteUrl}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(analysis.createdAt)}
        </Typography>
      </Box>
      <StatusChip status={analysis.status} />
      {analysis.status === 'failed' && (
        <Button size="small" onClick={() => onRetry(analysis)} disabled={retrying}>
          {text.retry}
        </Button>
      )}
      <Button
        component={RouterLink}
        to={`/website-analysis/${analysis.id}`}
        size="small"
        variant="outlined"
        disabled={!analysis.hasResult}
      >
        {text.view}
      </Button>
      <IconButton aria-label={text.deleteLabel(analysis.websiteUrl)} onClick={() => onDelete(analysis)}>
        <DeleteOutline />
      </IconButton>
    </ListItem>
  );
}

/** /website-analysis and /analise-site: the URL form, 'Análises recentes' and the two side cards. */
export function WebsiteAnalysisPage() {
  const query = useWebsiteAnalyses();
  const demoSiteUrl = useDemoSiteUrl();
  const { create, remove, restart } = useWebsiteMutations();
  const toast = useToast();
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const deletion = useDeleteConfirmation<WebsiteAnalysisSummary>(remove, toasts.deleteError);
  // Busy from the submission until the screen moves on: the POST creates and starts the analysis, then
  // the list is read again and the detail opens; a success keeps the form disabled until it unmounts.
  const busy = create.isPending || create.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = normaliseWebsiteUrl(url);
    if (!checked.ok) {
      const required = checked.problem === 'required';
      setFieldError(required ? text.urlRequired : text.urlInvalid);
      toast({
        title: required ? text.urlRequiredToast : text.urlInvalidToast,
        description: required ? text.urlRequired : text.urlInvalid,
        variant: 'destructive',
      });
      return;
    }
    setFieldError(null);
    create.mutate(checked.url, {
      onSuccess: (analysis) => {
        toast({ title: toasts.started });
        void navigate(`/website-analysis/${analysis.id}`);
      },
      onError: (error) =>
        toast({ title: toasts.createError, description: errorMessage(error), variant: 'destructive' }),
    });
  };

  const retry = (analysis: WebsiteAnalysisSummary) =>
    restart.mutate(
      { id: analysis.id, mode: 'retry' },
      {
        onSuccess: () => toast({ title: toasts.restarted }),
        onError: (error) =>
          toast({ title: toasts.restartError, description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
          {text.title}
        </Typography>
        <Typography color="text.secondary">{text.subtitle}</Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Stack spacing={3}>
          <Card variant="outlined">
            <CardContent component="form" noValidate onSubmit={submit}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label={text.urlLabel}
                  placeholder={text.urlPlaceholder}
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                  error={fieldError !== null}
                  helperText={fieldError ?? (demoSiteUrl ? text.localDemo(demoSiteUrl) : ' ')}
                  disabled={busy}
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'url' } }}
                />
                <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0, mt: 1 }}>
                  {busy ? text.submitting : text.submit}
                </Button>
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {text.recent}
              </Typography>
              {query.isPending ? (
                <PageLoader />
              ) : query.isError ? (
                <LoadErrorAlert
                  title={toasts.loadError}
                  error={query.error}
                  retryLabel={text.retry}
                  onRetry={() => void query.refetch()}
                />
              ) : query.data.analyses.length === 0 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {text.noAnalyses}
                </Typography>
              ) : (
                <List>
                  {query.data.analyses.map((analysis) => (
                    <AnalysisRow
                      key={analysis.id}
                      analysis={analysis}
                      onDelete={deletion.ask}
                      onRetry={retry}
                      retrying={restart.isPending}
                    />
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </Stack>
        <Stack spacing={3}>
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {text.howItWorks}
              </Typography>
              <Box component="ol" sx={{ pl: 2.5, mb: 0 }}>
                {text.howItWorksSteps.map((step) => (
                  <Typography component="li" key={step} sx={{ mb: 1 }}>
                    {step}
                  </Typography>
                ))}
              </Box>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {text.whatWeEvaluate}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {text.evaluated.map((item) => (
                  <Chip
                    key={item}
                    label={item}
                    variant="outlined"
                    sx={{
                      height: 'auto',
                      maxWidth: '100%',
                      '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                    }}
                  />
                ))}
              </Stack>
            </CardContent>
          </Card>
        </Stack>
      </Box>
      {deletion.dialog}
    </Stack>
  );
}
