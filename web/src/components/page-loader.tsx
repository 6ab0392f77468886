import { Box, CircularProgress } from '@mui/material';
import { shellMessages } from '@contracts/messages/shell';

export function PageLoader() {
  return (
    <Box
      role="status"
      aria-label={shellMessages.loading}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}
    >
      <CircularProgress />
    </Box>
  );
}
