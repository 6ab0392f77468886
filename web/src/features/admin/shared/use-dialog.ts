import { useState } from 'react';
import type { DialogControl } from './dialog-control';

/**
 * One dialog at a time: `open(which)` shows it, `control` closes it, and once it has finished closing it
 * is forgotten with its form (a new `key` each time it opens).
 */
export function useDialog<Which>() {
  const [dialog, setDialog] = useState<{ open: boolean; key: number; which: Which } | null>(null);
  const open = (which: Which) =>
    setDialog((previous) => ({ open: true, key: (previous?.key ?? 0) + 1, which }));
  const control: DialogControl = {
    open: dialog?.open ?? false,
    onClose: () => setDialog((previous) => previous && { ...previous, open: false }),
    onExited: () => setDialog((previous) => (previous?.open ? previous : null)),
  };
  return { dialog, open, control };
}
