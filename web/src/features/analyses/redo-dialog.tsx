import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';

const text = analysisScreensMessages;

/** Confirmation before sending the user to redo (reset) the diagnostic. */
export function RedoDialog(props: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="redo-title">
      <DialogTitle id="redo-title">{text.investor.redoTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text.investor.redoText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{text.common.cancel}</Button>
        <Button onClick={props.onConfirm} variant="contained" color="warning">
          {text.investor.redoConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
