import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { diagnosticsMessages } from '@contracts/messages/diagnostics';
import { coreDiagnostics } from '@domain/core-diagnostics';
import { analysisRoute } from '@domain/diagnostic-card';
import { PageLoader } from '../../components/page-loader';
import { useAnalysis, useGenerateAnalysis } from '../../lib/analysis';
import { ApiError } from '../../lib/api-error';
import { aiUnavailableMessage } from '../../lib/error-messages';
import { diagnosticRun } from '../../lib/diagnostic-run';
import { useToast } from '../../lib/toast';
import { CompletionCard } from './completion-card';
import { emptyAnalysis } from './empty-analysis';

const text = diagnosticsMessages;
const analysisText = analysisScreensMessages.common;

/** The diagnostics whose opened, completed questionnaire checks its analysis (spec 4). */
const checked: readonly string[] = [coreDiagnostics.founder.slug, coreDiagnostics.business.slug];

interface Props {
  title: string;
  slug: string;
  resultId: string;
  onEdit: () => void;
  onRestart?: () => void;
}

/**
 * A completed diagnostic: the completion card; for the founder and business diagnostics, an error box
 * offering to generate the analysis again when it is empty (never generated, or failed), at most 3
 * times (empty-analysis.ts). The spec's redirect to the results when it is not empty stays the card's
 * 'Ver Análise' (decision 0048).
 */
export function CompletedDiagnostic(props: Props) {
  if (!checked.includes(props.slug)) return <Completion {...props} />;
  return <CheckedAnalysis {...props} />;
}

function Completion(props: Props) {
  return (
    <CompletionCard
      title={props.title}
      analysisPath={analysisRoute(props.slug, props.resultId)}
      onEdit={props.onEdit}
      {...(props.onRestart ? { onRestart: props.onRestart } : {})}
    />
  );
}

function CheckedAnalysis(props: Props) {
  const query = useAnalysis(props.resultId, diagnosticRun(props.slug).pollingIntervalMs);
  const generate = useGenerateAnalysis(props.resultId);
  const toast = useToast();
  const navigate = useNavigate();
  if (query.isPending) return <PageLoader />;
  const analysis = query.data ?? null;
  const empty = query.isSuccess ? emptyAnalysis(analysis) : null;
  if (!empty) return <Completion {...props} />;

  const left = empty.regenerationsLeft;
  const limitReached = left === 0;
  const regenerate = () =>
    generate.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: analysis ? analysisText.regenerated : analysisText.started,
          variant: 'success',
        });
        void navigate(analysisRoute(props.slug, props.resultId));
      },
      onError: (error) =>
        toast({
          title: text.analysisErrorTitle,
          description:
            error instanceof ApiError && error.code === 'RATE_LIMIT'
              ? analysisText.retryLimit
              : (aiUnavailableMessage(error) ?? text.analysisErrorText),
          variant: 'destructive',
        }),
    });
  return (
    <Stack spacing={2}>
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            startIcon={<RefreshIcon />}
            disabled={limitReached || generate.isPending}
            onClick={regenerate}
          >
            {analysisText.regenerate}
          </Button>
        }
      >
        <AlertTitle>{text.analysisMissingTitle}</AlertTitle>
        <Typography variant="body2">
          {limitReached ? analysisText.retryLimit : text.analysisMissingText}
        </Typography>
        {left !== null && !limitReached && (
          <Typography variant="body2">{analysisText.attemptsLeft(left)}</Typography>
        )}
      </Alert>
      <Completion {...props} />
    </Stack>
  );
}
