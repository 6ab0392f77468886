import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { DossierSectionState } from '@contracts/dossier';
import { dossierMessages } from '@contracts/messages/dossier';
import { modelPortMessages } from '@contracts/messages/model-port';
import { isRecord } from '@contracts/analysis-data/common';
import { formatDate } from '../../lib/format';
import { SectionView } from './sections/section-view';

const text = dossierMessages;

/** The section's live status as the tab shows it. */
function statusLabel(section: DossierSectionState): string {
  switch (section.status) {
    case null:
      return text.sectionStatus.notGenerated;
    case 'pending':
      return text.sectionStatus.pending;
    case 'generating':
      return text.sectionStatus.generating;
    case 'completed':
      return text.sectionStatus.completed;
    case 'failed':
      return text.sectionStatus.failed;
  }
}

const statusColor = {
  pending: 'default',
  generating: 'info',
  completed: 'success',
  failed: 'error',
} as const;

/**
 * One tab's panel: the section's title, its live status, Gerar (never generated) or Atualizar, what was
 * redone since it was written (when stale), and the section laid out for reading. A section being
 * regenerated keeps showing its previous content.
 */
export function SectionPanel(props: {
  section: DossierSectionState;
  /** Generation is allowed (4 of 4 analyses) and no run holds the lock. */
  canGenerate: boolean;
  onGenerate: () => void;
}) {
  const { section } = props;
  const running = section.status === 'pending' || section.status === 'generating';
  const hasContent = section.content !== null;
  const title = text.sectionTitles[section.key];
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }} role="status">
            <Chip
              size="small"
              label={statusLabel(section)}
              color={section.status ? statusColor[section.status] : 'default'}
              variant={section.status === 'completed' ? 'filled' : 'outlined'}
            />
            {section.updatedAt && section.status === 'completed' && (
              <Typography variant="body2" color="text.secondary">
                {text.updatedOn(formatDate(section.updatedAt))}
              </Typography>
            )}
          </Stack>
        </Box>
        <Box>
          <Button
            variant={hasContent ? 'outlined' : 'contained'}
            startIcon={hasContent ? <RefreshIcon /> : <AutoAwesomeIcon />}
            onClick={props.onGenerate}
            disabled={!props.canGenerate || running}
          >
            {hasContent ? text.refreshSection : text.generateSection}
          </Button>
        </Box>
      </Stack>
      {running && <LinearProgress aria-label={statusLabel(section)} />}
      {section.status === 'failed' && (
        <Alert
          // The earlier content is still there: a warning, as the analyses' notice.
          severity={hasContent ? 'warning' : 'error'}
          action={
            <Button color="inherit" onClick={props.onGenerate} disabled={!props.canGenerate}>
              {text.retrySection}
            </Button>
          }
        >
          <AlertTitle>{hasContent ? text.previousKept : text.sectionError(title)}</AlertTitle>
          {section.error ?? text.tryLater}
        </Alert>
      )}
      {hasContent && !running && section.staleSources.length > 0 && (
        <Alert severity="warning">
          {text.staleBecause(
            section.staleSources.map(({ source, changedAt }) =>
              text.sourceChanged[source](formatDate(changedAt)),
            ),
          )}
        </Alert>
      )}
      {hasContent && isRecord(section.content) && section.content.generatedLocally === true && (
        <Alert severity="info">{modelPortMessages.generatedLocally}</Alert>
      )}
      {hasContent ? (
        <SectionView sectionKey={section.key} content={section.content} />
      ) : (
        !running &&
        section.status !== 'failed' && (
          <Card variant="outlined">
            <CardContent sx={{ textAlign: 'center', py: 4 }}>
              <Typography color="text.secondary">{text.sectionEmpty}</Typography>
            </CardContent>
          </Card>
        )
      )}
    </Stack>
  );
}
