import { Alert, AlertTitle, Button } from '@mui/material';
import { errorMessage } from '../lib/error-messages';

/** A screen's data that could not be read: the screen's title for it, the reason, and 'Tentar novamente'. */
export function LoadErrorAlert(props: {
  title: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={props.onRetry}>
          {props.retryLabel}
        </Button>
      }
    >
      <AlertTitle>{props.title}</AlertTitle>
      {errorMessage(props.error)}
    </Alert>
  );
}
