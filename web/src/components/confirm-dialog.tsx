import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

/**
 * A confirmation before a destructive action: the dialog closes only when the caller says so. While
 * `busy`, the confirm button is disabled and reads `busyLabel` when given; `onExited` runs once it has
 * finished closing.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  busyLabel?: string;
  /** `error` (the default) for a destructive action, `primary` for one that is not. */
  confirmColor?: 'error' | 'primary';
  onClose: () => void;
  onConfirm: () => void;
  onExited?: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: props.onExited } }}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        {/* A long e-mail in the text wraps rather than scrolling the dialog sideways on a phone. */}
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{props.cancelLabel}</Button>
        <Button
          onClick={props.onConfirm}
          variant="contained"
          color={props.confirmColor ?? 'error'}
          disabled={props.busy}
        >
          {props.busy && props.busyLabel ? props.busyLabel : props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
