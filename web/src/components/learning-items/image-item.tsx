import { Box, Typography } from '@mui/material';

/** An image with its caption under it and its text alternative. */
export function ImageItem({
  content,
  caption,
  alt,
}: {
  content: string;
  caption: string | null;
  alt: string | null;
}) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="img"
        src={content}
        alt={alt ?? caption ?? ''}
        loading="lazy"
        sx={{ display: 'block', maxWidth: '100%', height: 'auto', mx: 'auto', borderRadius: 1 }}
      />
      {caption && (
        <Typography
          component="figcaption"
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, textAlign: 'center' }}
        >
          {caption}
        </Typography>
      )}
    </Box>
  );
}
