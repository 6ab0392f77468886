import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A heading level inside a report: the card's title, and the sub-blocks one level below it. */
export type ReportHeading = 'h2' | 'h3' | 'h4';

/** A titled card of a report block (an h2, or `heading` where the card sits under a section title). */
export function SectionCard({
  title,
  children,
  heading = 'h2',
}: {
  title: string;
  children: ReactNode;
  heading?: ReportHeading;
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component={heading} variant="h6" sx={{ mb: 1.5, fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A paragraph kept with its line breaks; nothing when empty. */
export function Paragraph({ children }: { children: string | undefined | null }) {
  if (!children) return null;
  return <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{children}</Typography>;
}

/** A bullet list of texts; nothing when empty. */
export function TextList({
  items,
  title,
  heading = 'h3',
}: {
  items: readonly string[];
  title?: string;
  heading?: ReportHeading;
}) {
  if (items.length === 0) return null;
  return (
    <>
      {title && (
        <Typography component={heading} sx={{ fontWeight: 600, mt: 1 }}>
          {title}
        </Typography>
      )}
      <List dense disablePadding sx={{ listStyle: 'disc', pl: 3 }}>
        {items.map((item, index) => (
          <ListItem key={index} disableGutters sx={{ display: 'list-item', py: 0.25 }}>
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** A small titled sub-block (paragraph) inside a section. */
export function SubBlock({
  title,
  text,
  heading = 'h3',
}: {
  title: string;
  text: string | undefined | null;
  heading?: ReportHeading;
}) {
  if (!text) return null;
  return (
    <>
      <Typography component={heading} sx={{ fontWeight: 600, mt: 1 }}>
        {title}
      </Typography>
      <Paragraph>{text}</Paragraph>
    </>
  );
}
