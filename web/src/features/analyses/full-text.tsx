import { Box } from '@mui/material';

/** The original markdown, shown as text (line breaks kept). */
export function FullText({ children }: { children: string }) {
  return (
    <Box
      component="pre"
      sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, lineHeight: 1.6, wordBreak: 'break-word' }}
    >
      {children}
    </Box>
  );
}
