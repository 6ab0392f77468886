import { Alert, AlertTitle, Snackbar, Stack } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
}

interface Toast extends ToastInput {
  id: number;
  open: boolean;
}

/** The spec's toast rules. */
export const toastRules = {
  limit: 5,
  durationMs: 5000,
  removeDelayMs: 1000,
  duplicateCooldownMs: 5000,
} as const;

const ToastContext = createContext<(toast: ToastInput) => void>(() => undefined);

export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const recentDestructive = useRef(new Map<string, number>());

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
    setTimeout(
      () => setToasts((current) => current.filter((toast) => toast.id !== id)),
      toastRules.removeDelayMs,
    );
  }, []);

  const show = useCallback((input: ToastInput) => {
    if (input.variant === 'destructive') {
      const key = `${input.title}|${input.description ?? ''}`;
      const last = recentDestructive.current.get(key);
      if (last !== undefined && Date.now() - last < toastRules.duplicateCooldownMs) return;
      recentDestructive.current.set(key, Date.now());
    }
    const toast: Toast = { ...input, id: nextId.current++, open: true };
    setToasts((current) => [...current, toast].slice(-toastRules.limit));
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Stack spacing={1} sx={{ position: 'fixed', bottom: 16, right: 16, zIndex: 2000, maxWidth: 420 }}>
        {toasts.map((toast) => (
          <Snackbar
            key={toast.id}
            open={toast.open}
            autoHideDuration={toastRules.durationMs}
            onClose={(_, reason) => reason !== 'clickaway' && close(toast.id)}
            sx={{ position: 'static', transform: 'none' }}
          >
            <Alert
              role={toast.variant === 'destructive' ? 'alert' : 'status'}
              severity={
                toast.variant === 'destructive' ? 'error' : toast.variant === 'success' ? 'success' : 'info'
              }
              variant="filled"
              onClose={() => close(toast.id)}
              sx={{ width: '100%' }}
            >
              <AlertTitle>{toast.title}</AlertTitle>
              {toast.description}
            </Alert>
          </Snackbar>
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}
