import { Alert, Box, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { LearningItem } from '@contracts/learning';
import { learningMessages } from '@contracts/messages/learning';
import { PageLoader } from '../page-loader';
import { FileItem } from './file-item';
import { ImageItem } from './image-item';
import { VideoItem } from './video-item';

// The Markdown renderer and the slides load only when a material has such an item.
const MarkdownText = lazy(() =>
  import('../markdown-text').then((module) => ({ default: module.MarkdownText })),
);
const PresentationItem = lazy(() =>
  import('./presentation-item').then((module) => ({ default: module.PresentationItem })),
);

function Content({ item }: { item: LearningItem }) {
  switch (item.contentType) {
    case 'text':
      return <MarkdownText headingLevel={3}>{item.content}</MarkdownText>;
    case 'video':
      return <VideoItem title={item.title} content={item.content} />;
    case 'image':
      return <ImageItem content={item.content} caption={item.caption} alt={item.alt} />;
    case 'file':
      return <FileItem title={item.title} content={item.content} />;
    case 'presentation':
      return <PresentationItem title={item.title} content={item.content} />;
    default:
      return <Alert severity="info">{learningMessages.unsupportedType}</Alert>;
  }
}

/** One item of a material, titled, rendered by its content type (spec 2.1). */
export function ItemView({ item }: { item: LearningItem }) {
  return (
    <Box component="section" aria-label={item.title}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {item.title}
      </Typography>
      <Suspense fallback={<PageLoader />}>
        <Content item={item} />
      </Suspense>
    </Box>
  );
}
