import { Box, CircularProgress } from '@mui/material';
import { messages } from '@contracts/messages';

export function PageLoader() {
  return (
    <Box
      role="status"
      aria-label={messages.shell.loading}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}
    >
      <CircularProgress />
    </Box>
  );
}
