import { IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { RowAction } from './row-action';

/** A row's actions as small icon buttons, each with its label as a tooltip. */
export function RowActionButtons({ actions }: { actions: readonly RowAction[] }) {
  return actions.map(({ key, label, name = label, icon: Icon, to, onClick, color }) => (
    <Tooltip key={key} title={label}>
      {to ? (
        <IconButton size="small" aria-label={name} component={RouterLink} to={to}>
          <Icon fontSize="small" />
        </IconButton>
      ) : (
        <IconButton size="small" aria-label={name} onClick={onClick} color={color}>
          <Icon fontSize="small" />
        </IconButton>
      )}
    </Tooltip>
  ));
}
