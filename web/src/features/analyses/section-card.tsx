import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of an analysis block. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1.5, fontWeight: 700 }}>
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
export function TextList({ items, title }: { items: readonly string[]; title?: string }) {
  if (items.length === 0) return null;
  return (
    <>
      {title && (
        <Typography component="h3" sx={{ fontWeight: 600, mt: 1 }}>
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
export function SubBlock({ title, text }: { title: string; text: string | undefined | null }) {
  if (!text) return null;
  return (
    <>
      <Typography component="h3" sx={{ fontWeight: 600, mt: 1 }}>
        {title}
      </Typography>
      <Paragraph>{text}</Paragraph>
    </>
  );
}
