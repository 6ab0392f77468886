import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, AlertTitle, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { errorScreensMessages } from '@contracts/messages/error-screens';

export interface ErrorAction {
  label: string;
  onClick: () => void;
}

export interface ErrorScreenProps {
  title: string;
  description: string;
  /** How many retries remain; undefined when the screen offers none at all. */
  retriesLeft?: number;
  onRetry?: () => void;
  /** The other ways out (reload, back, dashboard...), in the order shown. */
  actions: ErrorAction[];
  error?: unknown;
  /** `page` fills the content area; `inline` sits where the failed component was. */
  variant?: 'page' | 'inline';
}

const text = errorScreensMessages;

/**
 * What every error level shows: title, description, the retries left and the ways out. The heading takes
 * focus so a screen-reader user hears what happened; technical details appear in development only.
 */
export function ErrorScreen({
  title,
  description,
  retriesLeft,
  onRetry,
  actions,
  error,
  variant = 'page',
}: ErrorScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const canRetry = onRetry !== undefined && retriesLeft !== undefined && retriesLeft > 0;
  const retryNote =
    retriesLeft === undefined ? undefined : canRetry ? text.retriesLeft(retriesLeft) : text.retriesExhausted;
  const buttons = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {canRetry && (
        <Button variant="contained" onClick={onRetry}>
          {text.retry}
        </Button>
      )}
      {actions.map((action, index) => (
        <Button
          key={action.label}
          variant={!canRetry && index === 0 ? 'contained' : 'outlined'}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  );
  const details = import.meta.env.DEV && error !== undefined && (
    <Box component="details" sx={{ mt: 2, color: 'text.secondary', fontSize: 13 }}>
      <summary>{text.technicalDetails}</summary>
      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {error instanceof Error ? (error.stack ?? error.message) : String(error)}
      </Box>
    </Box>
  );

  if (variant === 'inline') {
    return (
      <Alert severity="error" role="alert" sx={{ alignItems: 'flex-start' }}>
        <AlertTitle ref={heading} tabIndex={-1} component="h2" sx={{ outline: 'none' }}>
          {title}
        </AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {description} {retryNote}
        </Typography>
        {buttons}
        {details}
      </Alert>
    );
  }

  return (
    <Box role="alert" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 560, width: '100%' }}>
        <Stack spacing={2}>
          <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
          <Typography ref={heading} tabIndex={-1} variant="h2" component="h1" sx={{ outline: 'none' }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{description}</Typography>
          {retryNote && (
            <Typography variant="body2" color="text.secondary">
              {retryNote}
            </Typography>
          )}
          {buttons}
          {details}
        </Stack>
      </Paper>
    </Box>
  );
}
