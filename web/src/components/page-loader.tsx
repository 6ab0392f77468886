import { Box, CircularProgress } from '@mui/material';
import { shellMessages } from '@contracts/messages/shell';

export function PageLoader() {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      {/* The progress bar carries the name: axe requires one on every role="progressbar". */}
      <CircularProgress aria-label={shellMessages.loading} />
    </Box>
  );
}
