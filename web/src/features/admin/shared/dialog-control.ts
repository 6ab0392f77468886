/** What a screen gives each of its dialogs: open or closing, close, and "finished closing". */
export interface DialogControl {
  open: boolean;
  onClose: () => void;
  /** Runs when the closing animation ends: the screen then forgets the dialog (and its form state). */
  onExited: () => void;
}
