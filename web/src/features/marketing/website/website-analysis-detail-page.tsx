import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { marketingMessages } from '@contracts/messages/marketing';
import {
  PERFORMANCE_WAIT_MS,
  WEBSITE_PROCESSING_LIMIT_MS,
  websiteSteps,
  type StepStatus,
  type WebsiteAnalysisRecord,
} from '@contracts/website-analysis';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { AnalysisDetailFrame } from '../detail-frame';
import { AnalysisView } from './analysis-view';
import { measuring, running, useWebsiteAnalysis, useWebsiteMutations } from './api';

const text = marketingMessages.website;
const toasts = marketingMessages.toasts;
const regeneration = marketingMessages.regeneration;

const stepIcon: Record<StepStatus, typeof CheckCircle> = {
  pending: HourglassEmpty,
  running: HourglassEmpty,
  done: CheckCircle,
  failed: ErrorOutline,
  unavailable: RemoveCircleOutline,
};

function Steps({ analysis }: { analysis: WebsiteAnalysisRecord }) {
  return (
    <List dense aria-label={text.processing}>
      {websiteSteps.map((step) => {
        const status = analysis.steps[step];
        const Icon = stepIcon[status];
        return (
          <ListItem key={step} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {status === 'running' ? <CircularProgress size={20} aria-hidden /> : <Icon aria-hidden />}
            </ListItemIcon>
            <ListItemText primary={text.steps[step]} secondary={text.stepStatus[status]} />
          </ListItem>
        );
      })}
    </List>
  );
}

/**
 * /website-analysis/{id} and /analise-site/{id}: processing with its steps, failed, or the analysis.
 * A regeneration shows the earlier analysis under its steps while it runs, and keeps it, with the
 * failure's notice, when it fails.
 */
export function WebsiteAnalysisDetailPage() {
  const { analysisId = '' } = useParams();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const query = useWebsiteAnalysis(analysisId, startedAt);
  const { restart } = useWebsiteMutations();
  const toast = useToast();
  const analysis = query.data;
  const elapsed = Date.now() - startedAt;
  const timedOut =
    analysis !== undefined && running(analysis.status) && elapsed >= WEBSITE_PROCESSING_LIMIT_MS;
  // A regeneration running over a completed analysis: the earlier one stays on screen.
  const regenerating = analysis !== undefined && running(analysis.status) && analysis.analysisData !== null;
  const regenerationError = analysis?.regenerationError ?? null;
  const previous = useRef<string | undefined>(undefined);

  // The spec's toasts when a run ends while the page watches it, and when it outlasts the minute.
  useEffect(() => {
    const status = analysis?.status;
    if (previous.current && previous.current !== status && running(previous.current)) {
      if (status === 'completed')
        toast(
          regenerationError
            ? { title: regeneration.previousKept, description: regenerationError, variant: 'destructive' }
            : { title: toasts.completed },
        );
      if (status === 'failed')
        toast({ title: toasts.failed, description: toasts.failedDescription, variant: 'destructive' });
    }
    previous.current = status;
  }, [analysis?.status, regenerationError, toast]);
  useEffect(() => {
    if (timedOut)
      toast({ title: toasts.timeout, description: toasts.timeoutDescription, variant: 'destructive' });
  }, [timedOut, toast]);

  const run = (mode: 'retry' | 'regenerate') =>
    restart.mutate(
      { id: analysisId, mode },
      {
        onSuccess: () => {
          setStartedAt(Date.now());
          toast({ title: mode === 'retry' ? toasts.restarted : toasts.started });
        },
        onError: (error) =>
          toast({
            title: mode === 'retry' ? toasts.retryError : toasts.regenerateError,
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );

  return (
    <AnalysisDetailFrame
      listPath="/website-analysis"
      query={query}
      texts={{ back: text.back, notFound: text.notFound, loadError: text.loadError, retry: text.retry }}
    >
      {(data) => (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
                {text.title}
              </Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {text.analysedUrl}:{' '}
                <a href={data.websiteUrl} target="_blank" rel="noopener noreferrer">
                  {data.websiteUrl}
                </a>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text.analysedAt(formatDate(data.updatedAt))}
              </Typography>
            </Box>
            {(data.status === 'completed' || data.status === 'failed') && (
              <Button
                variant="outlined"
                onClick={() => run('regenerate')}
                disabled={restart.isPending}
                sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
              >
                {text.regenerate}
              </Button>
            )}
          </Stack>

          {running(data.status) && (
            <Alert
              severity={timedOut ? 'warning' : 'info'}
              action={
                timedOut ? (
                  <Button
                    color="inherit"
                    onClick={() => {
                      setStartedAt(Date.now());
                      void query.refetch();
                    }}
                  >
                    {text.refresh}
                  </Button>
                ) : undefined
              }
            >
              <Typography sx={{ fontWeight: 600 }}>
                {timedOut
                  ? text.timedOut
                  : regenerating
                    ? regeneration.runningTitle
                    : data.status === 'pending'
                      ? text.pending
                      : text.processing}
              </Typography>
              {regenerating && !timedOut && <Typography>{regeneration.runningText}</Typography>}
              <Steps analysis={data} />
            </Alert>
          )}

          {data.status === 'completed' && data.regenerationError && (
            <Alert severity="warning">
              <Typography sx={{ fontWeight: 600 }}>{regeneration.previousKept}</Typography>
              {data.regenerationError}
            </Alert>
          )}

          {data.status === 'failed' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => run('retry')} disabled={restart.isPending}>
                  {text.retry}
                </Button>
              }
            >
              <Typography sx={{ fontWeight: 600 }}>{text.failedTitle}</Typography>
              {data.error ?? toasts.failedDescription}
            </Alert>
          )}

          {(data.status === 'completed' || regenerating) && data.analysisData && (
            <AnalysisView
              data={data.analysisData}
              performanceLate={measuring(data) && elapsed >= PERFORMANCE_WAIT_MS}
            />
          )}
        </>
      )}
    </AnalysisDetailFrame>
  );
}
