import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/** An icon button with its name as a tooltip; the tooltip still shows while the button is disabled. */
export function ActionButton({
  label,
  icon,
  disabled,
  onClick,
  data,
}: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
  /** Lets the screen find the button again (its focus after a move). */
  data?: string;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick} data-action={data}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
