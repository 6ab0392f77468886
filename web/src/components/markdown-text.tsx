import { Box, Typography } from '@mui/material';
import { Fragment } from 'react';
import { inlineSpans, markdownBlocks } from '../lib/markdown-blocks';

function Inline({ text }: { text: string }) {
  return inlineSpans(text).map((span, index) =>
    span.bold ? <strong key={index}>{span.text}</strong> : <Fragment key={index}>{span.text}</Fragment>,
  );
}

const headingSizes = { 1: '1.25rem', 2: '1.1rem', 3: '1rem' } as const;

/**
 * A generated text (headings, paragraphs, bullet lists, bold) rendered with the theme's typography.
 * Headings start at `headingLevel` (h3 by default) so the text nests under the card's own title.
 */
export function MarkdownText({ children, headingLevel = 3 }: { children: string; headingLevel?: 2 | 3 | 4 }) {
  return (
    <Box sx={{ '& > :first-of-type': { mt: 0 } }}>
      {markdownBlocks(children).map((block, index) => {
        if (block.kind === 'heading') {
          const level = Math.min(headingLevel + block.level - 1, 6) as 2 | 3 | 4 | 5 | 6;
          return (
            <Typography
              key={index}
              component={`h${level}`}
              sx={{ fontSize: headingSizes[block.level], fontWeight: 700, mt: 2, mb: 1 }}
            >
              <Inline text={block.text} />
            </Typography>
          );
        }
        if (block.kind === 'list') {
          return (
            <Box
              key={index}
              component={block.ordered ? 'ol' : 'ul'}
              sx={{ pl: 3, my: 1, '& li': { mb: 0.5, lineHeight: 1.6 } }}
            >
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Inline text={item} />
                </li>
              ))}
            </Box>
          );
        }
        return (
          <Typography key={index} sx={{ my: 1, lineHeight: 1.6 }}>
            <Inline text={block.text} />
          </Typography>
        );
      })}
    </Box>
  );
}
