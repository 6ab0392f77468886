import AddOutlined from '@mui/icons-material/AddOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PrimaryAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Default: a plus. */
  icon?: ReactNode;
}

/**
 * An admin list screen: the title (with an icon and details under its description when given), the
 * search or filters with the other tools, the list in a card, and the primary action (create), which ends
 * the tools' row or, on a screen without filters, stands beside the title. `failure` (the list could not
 * be read) takes the card's place.
 */
export function AdminListPage({
  title,
  icon,
  description,
  details,
  primaryAction,
  filters,
  tools,
  failure,
  dense,
  below,
  children,
}: {
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  details?: ReactNode;
  primaryAction?: PrimaryAction;
  filters?: ReactNode;
  tools?: ReactNode;
  failure?: ReactNode;
  /** Narrower padding on a wide screen, for a table with many columns. */
  dense?: boolean;
  /** What follows the card (the chosen material's items). */
  below?: ReactNode;
  children: ReactNode;
}) {
  const h1 = (
    <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' } }}>
      {title}
    </Typography>
  );
  const heading = (
    <Box>
      {icon ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {icon}
          {h1}
        </Stack>
      ) : (
        h1
      )}
      {description && <Typography color="text.secondary">{description}</Typography>}
      {details}
    </Box>
  );
  const primary = primaryAction && (
    <Button
      variant="contained"
      startIcon={primaryAction.icon ?? <AddOutlined aria-hidden />}
      onClick={primaryAction.onClick}
      disabled={primaryAction.disabled}
      sx={filters ? undefined : { whiteSpace: 'nowrap' }}
    >
      {primaryAction.label}
    </Button>
  );

  return (
    <Stack spacing={3}>
      {primary && !filters ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          {heading}
          <Box sx={{ flexShrink: 0 }}>{primary}</Box>
        </Stack>
      ) : (
        heading
      )}
      {failure || (
        <Card variant="outlined">
          <CardContent sx={{ px: dense ? { xs: 1.5, sm: 2, md: 1.5 } : { xs: 1.5, sm: 2 } }}>
            {filters && (
              <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={2}
                useFlexGap
                sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}
              >
                {filters}
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {tools}
                  {primary}
                </Stack>
              </Stack>
            )}
            {children}
          </CardContent>
        </Card>
      )}
      {below}
    </Stack>
  );
}
