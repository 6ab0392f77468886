import { useState } from 'react';
import type { DialogControl } from '../users/dialog-control';

/**
 * A dialog opened for an item or for a new one: `open(item?)` mounts a fresh dialog (a new key, so its
 * form starts from the item), `control` closes it and forgets it once its closing animation ended.
 */
export function useDialogState<T>() {
  const [state, setState] = useState<{ open: boolean; key: number; item?: T } | null>(null);
  const control: DialogControl = {
    open: state?.open ?? false,
    onClose: () => setState((previous) => previous && { ...previous, open: false }),
    onExited: () => setState((previous) => (previous?.open ? previous : null)),
  };
  const open = (item?: T) => setState((previous) => ({ open: true, key: (previous?.key ?? 0) + 1, item }));
  return { state, control, open };
}
