import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  AlertTitle,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { PageLoader } from '../../components/page-loader';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-messages';
import type { AnalysisScreen } from './use-analysis-screen';

const text = analysisScreensMessages.common;

/** The result the address names does not exist (or is not hers): 'Resultado não encontrado'. */
const isNotFound = (error: unknown) => error instanceof ApiError && error.code === 'NOT_FOUND';

/** The progress steps of generation (spec 4): 10 %, 30 % at 1.5 s, 60 % at 3 s, 85 % at 5 s. */
const progressSteps = [
  { at: 0, value: 10 },
  { at: 1500, value: 30 },
  { at: 3000, value: 60 },
  { at: 5000, value: 85 },
] as const;

function ProcessingCard({ progress }: { progress?: number }) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timers = progressSteps
      .slice(1)
      .map((entry, index) => setTimeout(() => setStep(index + 1), entry.at));
    return () => timers.forEach(clearTimeout);
  }, []);
  return (
    <Card variant="outlined" role="status">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {text.processingTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {text.processingText}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progress ?? progressSteps[step]?.value ?? 85}
          sx={{ mb: 1 }}
        />
        <Typography variant="body2" color="text.secondary">
          {text.progressSteps[step]}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The regenerate button: disabled at the regeneration limit, with the reason in a tooltip. */
export function RegenerateButton({ screen }: { screen: AnalysisScreen }) {
  const disabled = screen.pending || screen.processing || screen.limitReached;
  const button = (
    <span>
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={screen.regenerate} disabled={disabled}>
        {text.regenerate}
      </Button>
    </span>
  );
  return screen.limitReached ? <Tooltip title={text.retryLimit}>{button}</Tooltip> : button;
}

/**
 * What a screen shows instead of the analysis: loading, load error, none yet (generate button),
 * processing, time limit or generation error; above an analysis shown, the notice of a regeneration
 * running or failed. Null when the analysis is completed. `progress` fixes
 * the bar (management) instead of the generation steps.
 */
export function AnalysisState({ screen, progress }: { screen: AnalysisScreen; progress?: number }) {
  const { query, analysis } = screen;
  if (query.isPending) return <PageLoader label={text.loading} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {text.tryAgain}
          </Button>
        }
      >
        <AlertTitle>{isNotFound(query.error) ? text.resultNotFound : text.loadErrorTitle}</AlertTitle>
        {errorMessage(query.error) || text.loadErrorUnknown}
      </Alert>
    );
  }
  if (!analysis) {
    return (
      <Card variant="outlined">
        <CardContent sx={{ textAlign: 'center', py: 5 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {text.noAnalysisTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {text.noAnalysisText}
          </Typography>
          <Button
            variant="contained"
            startIcon={<AutoAwesomeIcon />}
            onClick={screen.generate}
            disabled={screen.pending}
          >
            {text.generate}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (screen.timedOut) {
    return (
      <Alert severity="warning">
        <AlertTitle>{text.timeoutTitle}</AlertTitle>
        {text.timeout}
      </Alert>
    );
  }
  if ((screen.processing || screen.pending) && screen.shown) {
    return (
      <Alert severity="info" role="status">
        <AlertTitle>{text.regeneratingTitle}</AlertTitle>
        {text.regeneratingText}
      </Alert>
    );
  }
  if (screen.processing || screen.pending) return <ProcessingCard progress={progress} />;
  if (analysis.regenerationError && screen.shown) {
    return (
      <Alert severity="warning">
        <AlertTitle>{text.previousKept}</AlertTitle>
        {analysis.regenerationError}
      </Alert>
    );
  }
  if (analysis.status === 'error') {
    return (
      <Alert severity="error">
        <AlertTitle>{text.analysisError}</AlertTitle>
        <Stack spacing={1}>
          <span>{analysis.error ?? text.requestFailed}</span>
          {screen.limitReached && <span>{text.retryLimit}</span>}
        </Stack>
      </Alert>
    );
  }
  return null;
}
