import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { AdminQuestionnaireResponse } from '@contracts/admin-questions';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { adminQuestionScreensMessages } from '@contracts/messages/admin-questions';
import { DiagnosticIcon } from '../../../components/diagnostic-icon';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-error';
import { useAdminQuestionnaire } from '../api/questions';

const text = adminQuestionScreensMessages;

export const diagnosticsListPath = '/admin/diagnostics';
export const detailsPath = (id: string) => `${diagnosticsListPath}/${encodeURIComponent(id)}`;
export const questionsPath = (id: string) => `${detailsPath(id)}/questions`;

/**
 * The frame of the details and questions screens: 'Voltar para diagnósticos', the diagnostic's title
 * with its icon as the heading, the screen's name and its actions; the diagnostic read once for both
 * screens ('Diagnóstico não encontrado.' on a 404, the screen's load error with a retry otherwise).
 */
export function QuestionnaireScreen({
  screenTitle,
  loadError,
  actions,
  children,
}: {
  screenTitle: string;
  /** The title of a failed read (the details: 'Erro ao carregar diagnóstico'). */
  loadError: { title: string; description?: string };
  actions?: (data: AdminQuestionnaireResponse) => ReactNode;
  children: (data: AdminQuestionnaireResponse, diagnosticId: string) => ReactNode;
}) {
  const diagnosticId = useParams().diagnosticId ?? '';
  const questionnaire = useAdminQuestionnaire(diagnosticId);
  const { data, error } = questionnaire;

  let body: ReactNode;
  if (data) {
    body = children(data, diagnosticId);
  } else if (error instanceof ApiError && error.status === 404) {
    body = <Alert severity="warning">{adminDiagnosticsMessages.notFound}</Alert>;
  } else if (error) {
    body = (
      <LoadErrorAlert
        title={loadError.title}
        error={loadError.description ? new Error(loadError.description) : error}
        retryLabel={text.retry}
        onRetry={() => void questionnaire.refetch()}
      />
    );
  } else {
    body = <PageLoader />;
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Button
          component={RouterLink}
          to={diagnosticsListPath}
          startIcon={<ArrowBackOutlined aria-hidden />}
          sx={{ mb: 1 }}
        >
          {text.backToList}
        </Button>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, display: 'flex', alignItems: 'center', gap: 1 }}
            >
              {data && <DiagnosticIcon name={data.diagnostic.icon} aria-hidden color="primary" />}
              <span>{data?.diagnostic.title ?? screenTitle}</span>
            </Typography>
            {data && <Typography color="text.secondary">{screenTitle}</Typography>}
          </Box>
          {data && actions && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {actions(data)}
            </Stack>
          )}
        </Stack>
      </Box>
      {body}
    </Stack>
  );
}
