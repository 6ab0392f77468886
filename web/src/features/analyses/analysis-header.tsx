import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { modelPortMessages } from '@contracts/messages/model-port';

/** Back link, title and the screen's action buttons; the local-analyst notice when it applies. */
export function AnalysisHeader(props: {
  title: string;
  backTo: string;
  backLabel: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  generatedLocally?: boolean;
}) {
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={props.backTo} startIcon={<ArrowBackIcon />} size="small">
          {props.backLabel}
        </Button>
      </Box>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <div>
          <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
            {props.title}
          </Typography>
          {props.subtitle && <Typography color="text.secondary">{props.subtitle}</Typography>}
        </div>
        {props.actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {props.actions}
          </Stack>
        )}
      </Stack>
      {props.generatedLocally && <Alert severity="info">{modelPortMessages.generatedLocally}</Alert>}
    </Stack>
  );
}

/** 'Refazer diagnóstico': back to the diagnostic (with `?reset=true` where the spec resets it). */
export function RedoButton({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" startIcon={<ReplayIcon />}>
      {analysisScreensMessages.common.redo}
    </Button>
  );
}
