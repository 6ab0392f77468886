import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Button, Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageLoader } from '../../components/page-loader';
import { ApiError } from '../../lib/api-error';

interface FrameTexts {
  back: string;
  notFound: string;
  loadError: string;
  retry: string;
}

/**
 * An analysis detail screen's frame: the way back to its list above loading, 'not found' (404), a load
 * error with retry, or the analysis itself (`children` given the loaded record).
 */
export function AnalysisDetailFrame<Analysis>({
  listPath,
  query,
  texts,
  children,
}: {
  listPath: string;
  query: UseQueryResult<Analysis>;
  texts: FrameTexts;
  children: (analysis: Analysis) => ReactNode;
}) {
  const back = (
    <Button component={RouterLink} to={listPath} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
      {texts.back}
    </Button>
  );
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Stack spacing={query.isSuccess ? 3 : 2}>
      {back}
      {query.isPending ? (
        <PageLoader />
      ) : notFound ? (
        <Alert severity="warning">{texts.notFound}</Alert>
      ) : query.isError ? (
        <LoadErrorAlert
          title={texts.loadError}
          error={query.error}
          retryLabel={texts.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
