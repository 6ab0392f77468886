import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/** One of a row's actions: a link (`to`) or a button (`onClick`). */
export interface RowAction {
  key: string;
  /** The menu item's text, or the icon button's tooltip. */
  label: string;
  /** The icon button's accessible name, when it says more than the label (which row it acts on). */
  name?: string;
  icon: ComponentType<SvgIconProps>;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  /** A red menu item (deleting). */
  danger?: boolean;
  /** The icon button's colour. */
  color?: 'error';
}
