import { Alert, AlertTitle, Snackbar, type AlertColor } from '@mui/material';
import { shellMessages } from '@contracts/messages/shell';
import type { ToastInput, ToastQueue } from './toast-queue';

const severity = {
  default: 'info',
  success: 'success',
  warning: 'warning',
  destructive: 'error',
} as const satisfies Record<NonNullable<ToastInput['variant']>, AlertColor>;

/** The toasts on screen (see toast.tsx): each a filled Alert in a Snackbar that hides itself. */
export function ToastList({
  toasts,
  durationMs,
  onDismiss,
}: {
  toasts: ToastQueue['toasts'];
  durationMs: number;
  onDismiss: (id: number) => void;
}) {
  return toasts.map((item) => (
    <Snackbar
      key={item.id}
      open={item.open}
      autoHideDuration={durationMs}
      onClose={(_, reason) => reason !== 'clickaway' && onDismiss(item.id)}
      sx={{ position: 'static', transform: 'none' }}
    >
      <Alert
        role={item.variant === 'destructive' ? 'alert' : 'status'}
        severity={severity[item.variant ?? 'default']}
        variant="filled"
        onClose={() => onDismiss(item.id)}
        closeText={shellMessages.close}
        sx={{ width: '100%' }}
      >
        <AlertTitle>{item.title}</AlertTitle>
        {item.description}
      </Alert>
    </Snackbar>
  ));
}
