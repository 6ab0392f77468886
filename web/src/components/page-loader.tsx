import { Box, CircularProgress } from '@mui/material';
import { shellMessages } from '@contracts/messages/shell';

/** A screen's loading state; `label` names what loads ('Carregando análise...'), else 'Carregando...'. */
export function PageLoader({ label = shellMessages.loading }: { label?: string }) {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      {/* The progress bar carries the name: axe requires one on every role="progressbar". */}
      <CircularProgress aria-label={label} />
    </Box>
  );
}
