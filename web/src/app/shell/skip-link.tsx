import { Box } from '@mui/material';
import { shellMessages } from '@contracts/messages/shell';

/** 'Pular para o conteúdo': the first focus stop of a layout, shown when focused, to `#main-content`. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 2,
        '&:focus': { top: 8 },
      }}
    >
      {shellMessages.skipToContent}
    </Box>
  );
}
