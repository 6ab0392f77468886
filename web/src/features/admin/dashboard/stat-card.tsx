import { Box, Card, CardContent, Skeleton, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/** One counter of the admin dashboard: its name, the figure (a skeleton while loading) and an icon. */
export function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string | undefined;
  icon: ComponentType<SvgIconProps>;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Icon aria-hidden />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="p" sx={{ fontSize: '1.8rem', fontWeight: 700, lineHeight: 1.2 }}>
            {value ?? <Skeleton width={64} />}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
