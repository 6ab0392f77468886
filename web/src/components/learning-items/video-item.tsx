import { Box } from '@mui/material';
import { learningMessages } from '@contracts/messages/learning';

/** The embeddable player address of a YouTube or Vimeo link; null for anything else. */
export function embedUrl(content: string): string | null {
  let url: URL;
  try {
    url = new URL(content);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' || host === 'm.youtube.com') {
    const id = url.pathname.startsWith('/embed/') ? url.pathname.split('/')[2] : url.searchParams.get('v');
    return id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}` : null;
  }
  if (host === 'youtu.be')
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(url.pathname.slice(1))}`;
  if (host === 'vimeo.com')
    return `https://player.vimeo.com/video/${encodeURIComponent(url.pathname.slice(1))}`;
  return null;
}

/** A video: the video site's player, or the browser's own for a file served by the product. */
export function VideoItem({ title, content }: { title: string; content: string }) {
  const embed = embedUrl(content);
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'grey.900',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {embed ? (
        <Box
          component="iframe"
          src={embed}
          title={learningMessages.video.title(title)}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <Box
          component="video"
          src={content}
          controls
          preload="metadata"
          sx={{ width: '100%', height: '100%' }}
        >
          {title}
        </Box>
      )}
    </Box>
  );
}
