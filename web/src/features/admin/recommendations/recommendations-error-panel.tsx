import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { adminMessages } from '@contracts/messages/admin';
import { errorMessage } from '../../../lib/error-messages';

const text = adminMessages.recommendations;

/**
 * Spec 3 "Investment recommendations screen": when the list cannot be read, the screen is a panel naming
 * the failure (the reason and a hint about permission) with a retry button.
 */
export function RecommendationsErrorPanel({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Paper
      variant="outlined"
      role="alert"
      sx={{
        minHeight: '60vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        p: { xs: 3, md: 6 },
      }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <ErrorOutlineOutlined color="error" aria-hidden sx={{ fontSize: 56 }} />
        <Typography component="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, my: 1.5 }}>
          {title}
        </Typography>
        <Typography component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, color: 'text.secondary' }}>
          <li>{errorMessage(error)}</li>
          <li>{text.permissionHint}</li>
        </Typography>
        <Button
          variant="contained"
          startIcon={<RefreshOutlined aria-hidden />}
          onClick={onRetry}
          loading={retrying}
          loadingPosition="start"
        >
          {text.retry}
        </Button>
      </Box>
    </Paper>
  );
}
