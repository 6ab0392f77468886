import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Alert, Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { learningMessages } from '@contracts/messages/learning';
import { pagerNumbers, parsePresentation } from '@domain/learning';

const text = learningMessages.presentation;

/**
 * A presentation (spec 2.1): a slides service's embed, or JSON slides with a pager (every number up to
 * 10 slides, abbreviated beyond); an invalid one says so, with the reason in a debug panel.
 */
export function PresentationItem({ title, content }: { title: string; content: string }) {
  const presentation = parsePresentation(content);
  const [current, setCurrent] = useState(1);
  if (presentation.kind === 'invalid')
    return (
      <Alert severity="warning">
        {text.invalid}
        <Box component="details" sx={{ mt: 1 }}>
          <summary>{text.debug}</summary>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {presentation.reason}
          </Typography>
          <Box
            component="pre"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12, m: 0, mt: 1 }}
          >
            {content.slice(0, 2000)}
          </Box>
        </Box>
      </Alert>
    );
  if (presentation.kind === 'service')
    return (
      <Box
        component="iframe"
        src={presentation.url}
        title={text.embedTitle(title)}
        loading="lazy"
        allowFullScreen
        sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1 }}
      />
    );
  const { slides } = presentation;
  const total = slides.length;
  const slide = slides[current - 1]!;
  return (
    <Stack spacing={1.5}>
      <Paper
        variant="outlined"
        role="group"
        aria-roledescription="slide"
        aria-label={text.slide(current, total)}
        sx={{
          p: { xs: 2, md: 4 },
          minHeight: 220,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 1.5,
        }}
      >
        {slide.title && (
          <Typography component="h3" variant="h5" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {slide.title}
          </Typography>
        )}
        {slide.image && (
          <Box component="img" src={slide.image} alt={slide.caption ?? ''} sx={{ maxWidth: '100%' }} />
        )}
        {slide.content && (
          <Typography sx={{ fontSize: '1.1rem', whiteSpace: 'pre-line' }}>{slide.content}</Typography>
        )}
        {slide.caption && (
          <Typography variant="body2" color="text.secondary">
            {slide.caption}
          </Typography>
        )}
      </Paper>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
        useFlexGap
      >
        <IconButton
          aria-label={text.previous}
          disabled={current === 1}
          onClick={() => setCurrent(current - 1)}
        >
          <ChevronLeft />
        </IconButton>
        {pagerNumbers(total, current).map((entry, index) =>
          entry === '…' ? (
            <Typography key={`gap-${index}`} aria-hidden sx={{ px: 0.5 }}>
              …
            </Typography>
          ) : (
            <Button
              key={entry}
              size="small"
              variant={entry === current ? 'contained' : 'text'}
              aria-label={text.goTo(entry)}
              aria-current={entry === current ? 'step' : undefined}
              onClick={() => setCurrent(entry)}
              sx={{ minWidth: 36 }}
            >
              {entry}
            </Button>
          ),
        )}
        <IconButton
          aria-label={text.next}
          disabled={current === total}
          onClick={() => setCurrent(current + 1)}
        >
          <ChevronRight />
        </IconButton>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }} aria-live="polite">
        {text.slide(current, total)}
      </Typography>
    </Stack>
  );
}
