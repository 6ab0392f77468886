import { Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { learningMessages } from '@contracts/messages/learning';

const text = learningMessages;

/** A material's card text: its title (a heading), its description, then its type and `children` as a row. */
export function MaterialSummary({
  title,
  heading,
  description,
  type,
  children,
}: {
  title: string;
  heading: 'h2' | 'h3';
  description: string;
  type: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Typography component={heading} variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={text.materialTypes[type] ?? type} />
        {children}
      </Stack>
    </>
  );
}
