import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import { Box, Card, CardActionArea, CardContent, Chip, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { placeholderMessages } from '@contracts/messages/placeholder';

export interface ContentCardProps {
  title: string;
  description: string;
  icon: ComponentType<SvgIconProps>;
  /** The screen; none for one still to come (marked 'Em breve', not a link: nothing leads nowhere). */
  to?: string;
}

/** One area of the content hub: a link to its screen, or the area marked 'Em breve'. */
export function ContentCard({ title, description, icon: Icon, to }: ContentCardProps) {
  const body = (
    <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: 2,
          bgcolor: to ? 'primary.main' : 'action.selected',
          color: to ? 'primary.contrastText' : 'text.secondary',
        }}
      >
        <Icon aria-hidden />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
            {title}
          </Typography>
          {!to && <Chip label={placeholderMessages.comingSoon} size="small" variant="outlined" />}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      </Box>
      {to && <ChevronRightOutlined aria-hidden color="action" sx={{ alignSelf: 'center' }} />}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
