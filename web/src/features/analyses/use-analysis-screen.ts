import { useEffect, useRef, useState } from 'react';
import { MAX_REGENERATIONS, type AnalysisResponse } from '@contracts/analyses';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import type { GeneratedAnalysisFacts } from '@domain/core-diagnostics';
import { useAnalysis, useGenerateAnalysis } from '../../lib/analysis';
import { ApiError } from '../../lib/api-error';
import { aiUnavailableMessage, errorMessage } from '../../lib/error-messages';
import { useToast } from '../../lib/toast';
import { isProcessingStatus } from './processing';

const text = analysisScreensMessages.common;

/**
 * The state every generated-analysis screen shares: the polled analysis, the generate/regenerate
 * action with its toasts, the regeneration limit and (management) the polling time limit. The polling
 * numbers are the diagnostic's (`coreDiagnostics.<kind>.analysis`: 5 s business and founder, 8 s
 * management with a 5-minute limit).
 */
export function useAnalysisScreen(
  resultId: string,
  polling: Pick<GeneratedAnalysisFacts, 'pollMs' | 'pollTimeoutMs'>,
  options: { isProcessing?: (analysis: AnalysisResponse) => boolean } = {},
) {
  const { pollMs, pollTimeoutMs: timeoutMs } = polling;
  const { isProcessing = isProcessingStatus } = options;
  const [timedOut, setTimedOut] = useState(false);
  const query = useAnalysis(resultId, pollMs, timedOut, isProcessing);
  const generate = useGenerateAnalysis(resultId);
  const toast = useToast();
  const analysis = query.data ?? null;
  const processing = analysis ? isProcessing(analysis) : false;
  const status = processing ? 'processing' : analysis?.status;

  useEffect(() => {
    if (!timeoutMs || !processing || timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [processing, timeoutMs, timedOut]);

  const previous = useRef(status);
  const regenerationError = analysis?.regenerationError ?? null;
  useEffect(() => {
    if (previous.current === 'processing' && status === 'completed') {
      toast(
        regenerationError
          ? { title: text.previousKept, description: regenerationError, variant: 'destructive' }
          : { title: text.completed, variant: 'success' },
      );
    }
    previous.current = status;
  }, [status, regenerationError, toast]);

  const limitReached = (analysis?.attempts ?? 0) >= MAX_REGENERATIONS;

  function run(kind: 'generate' | 'regenerate') {
    setTimedOut(false);
    generate.mutate(undefined, {
      onSuccess: () =>
        toast({ title: kind === 'generate' ? text.started : text.regenerated, variant: 'success' }),
      onError: (error) =>
        toast({
          title: kind === 'generate' ? text.requestFailedTitle : text.regenerateErrorTitle,
          description:
            error instanceof ApiError && error.code === 'RATE_LIMIT'
              ? text.retryLimit
              : (aiUnavailableMessage(error) ??
                (kind === 'generate' ? text.requestFailed : errorMessage(error) || text.regenerateError)),
          variant: 'destructive',
        }),
    });
  }

  // The analysis on screen: a completed one, or the earlier one while a regeneration runs.
  const shown =
    analysis?.data != null &&
    (analysis.status === 'processing' || (analysis.status === 'completed' && !processing));

  return {
    query,
    analysis,
    shown,
    processing: processing && !timedOut,
    timedOut,
    limitReached,
    pending: generate.isPending,
    generate: () => run('generate'),
    regenerate: () => run('regenerate'),
  };
}

export type AnalysisScreen = ReturnType<typeof useAnalysisScreen>;
