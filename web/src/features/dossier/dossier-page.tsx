import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import UpdateIcon from '@mui/icons-material/Update';
import { Alert, AlertTitle, Box, Button, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  dossierSectionKeys,
  isDossierSectionKey,
  type DossierSectionKey,
} from '@contracts/analysis-data/dossier/sections';
import type { DossierResponse } from '@contracts/dossier';
import { dossierMessages } from '@contracts/messages/dossier';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/error-messages';
import { ExportPdfButton } from '../../lib/pdf/export-pdf-button';
import { useToast } from '../../lib/toast';
import { isGenerating, staleSections, useDossier, useGenerateDossier } from './api';
import { generationFailureToast, generationStartedToast } from './generation-toasts';
import { dossierReportDefinition } from './pdf/dossier-report';
import { ReadinessCard } from './readiness-card';
import { SectionPanel } from './section-panel';
import { useOutcomeToasts } from './use-outcome-toasts';

const text = dossierMessages;
/** The open tab is kept in the address (?secao=…), so a reload or a shared link opens it again. */
const TAB_PARAM = 'secao';

/** /strategic-dossier and /dossie-estrategico: the six sections of the user's dossier, one tab each. */
export function DossierPage() {
  const query = useDossier();
  useOutcomeToasts(query.data);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to="/dashboard" color="inherit" startIcon={<ArrowBackIcon />}>
            {text.backToDashboard}
          </Button>
        }
      >
        <AlertTitle>{text.loadError}</AlertTitle>
        {errorMessage(query.error)}
      </Alert>
    );
  }
  return <Dossier dossier={query.data} />;
}

function Dossier({ dossier }: { dossier: DossierResponse }) {
  const toast = useToast();
  const generation = useGenerateDossier();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const tab: DossierSectionKey = isDossierSectionKey(requested) ? requested : dossierSectionKeys[0];
  const baseId = useId();

  const { readiness } = dossier;
  const ready = readiness.state === 'ready';
  const running = isGenerating(dossier) || generation.isPending;
  const hasContent = dossier.sections.some((section) => section.content !== null);
  const dossierExists = dossier.createdAt !== null;
  const stale = staleSections(dossier).length;
  const upToDateId = `${baseId}-em-dia`;

  function generate(scope: DossierSectionKey | 'stale' | null) {
    generation.mutate(scope, {
      onSuccess: (result) => toast(generationStartedToast(result.started, scope)),
      onError: (error) => toast(generationFailureToast(error, scope, dossierExists)),
    });
  }

  function selectTab(key: DossierSectionKey) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAM, key);
        return next;
      },
      { replace: true },
    );
  }

  const current = dossier.sections.find((section) => section.key === tab)!;
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
            {text.title}
          </Typography>
          {dossier.companyName && (
            <Typography component="p" variant="h6" color="primary" sx={{ fontWeight: 600 }}>
              {dossier.companyName}
            </Typography>
          )}
          <Typography color="text.secondary">{text.subtitle}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Chip
              variant="outlined"
              label={`${text.completedCount(readiness.completedDiagnostics, readiness.total)} ${text.completedDiagnostics}`}
            />
            {ready && <Chip color="success" label={text.states.ready} />}
            {isGenerating(dossier) && <Chip color="info" variant="outlined" label={text.running} />}
          </Stack>
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: { md: 'flex-end' }, flexShrink: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {hasContent && (
              <ExportPdfButton
                kind="dossier"
                companyName={dossier.companyName}
                build={(meta) => dossierReportDefinition(dossier, meta)}
              />
            )}
            {hasContent && (
              <Button
                variant="outlined"
                startIcon={<UpdateIcon />}
                disabled={!ready || running || stale === 0}
                aria-describedby={stale === 0 && !running ? upToDateId : undefined}
                onClick={() => generate('stale')}
              >
                {text.refresh}
              </Button>
            )}
            <Button
              variant="contained"
              startIcon={<AutoAwesomeIcon />}
              disabled={!ready || running}
              onClick={() => generate(null)}
            >
              {running ? text.generating : text.generate}
            </Button>
          </Stack>
          {hasContent && stale === 0 && !running && (
            <Typography id={upToDateId} variant="body2" color="text.secondary">
              {text.upToDate}
            </Typography>
          )}
        </Stack>
      </Stack>

      {!ready && <ReadinessCard readiness={readiness} />}
      {stale > 0 && !running && <Alert severity="warning">{text.staleSummary(stale)}</Alert>}

      {(ready || hasContent) && (
        <Box>
          <Tabs
            value={tab}
            onChange={(_, value: DossierSectionKey) => selectTab(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={text.title}
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
          >
            {dossier.sections.map((section) => {
              const generated = section.content !== null;
              const outdated = section.staleSources.length > 0;
              return (
                <Tab
                  key={section.key}
                  value={section.key}
                  id={`${baseId}-tab-${section.key}`}
                  aria-controls={`${baseId}-panel-${section.key}`}
                  iconPosition="end"
                  icon={
                    generated ? (
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          width: 8,
                          height: 8,
                          borderRadius: '50%',
                          bgcolor: outdated ? 'warning.main' : 'success.main',
                        }}
                      />
                    ) : undefined
                  }
                  label={text.tabs[section.key]}
                  aria-label={
                    generated
                      ? [
                          text.tabs[section.key],
                          text.generatedDot,
                          ...(outdated ? [text.staleDot] : []),
                        ].join(', ')
                      : undefined
                  }
                />
              );
            })}
          </Tabs>
          <Box role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
            <SectionPanel
              section={current}
              canGenerate={ready && !running}
              onGenerate={() => generate(tab)}
            />
          </Box>
        </Box>
      )}
    </Stack>
  );
}
