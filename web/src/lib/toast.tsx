import { Stack } from '@mui/material';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { appConfig } from '@config/app-config';
import {
  closeToast,
  emptyToastQueue,
  enqueueToast,
  removeToast,
  type ToastInput,
  type ToastQueue,
} from './toast-queue';

export type { ToastInput } from './toast-queue';

/** The toasts themselves (MUI's Snackbar and Alert) load with the first toast: few pages show one at once. */
const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })));

/** The spec's toast rules (max 5 on screen, 5000 ms, removal after 1000 ms, 5 s duplicate cooldown). */
export const toastRules = appConfig.toasts;

/*
 * One toast store for the whole app, outside React, so code without a component (the query client's
 * global error handler) shows toasts through the same rules as the screens.
 */
let queue: ToastQueue = emptyToastQueue;
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: ToastQueue) {
  if (next === queue) return;
  queue = next;
  for (const listener of listeners) listener();
}

/** Shows a toast from anywhere (components may prefer `useToast()`). */
export function toast(input: ToastInput): void {
  update(enqueueToast(queue, input, nextId++, Date.now()));
}

function dismiss(id: number) {
  update(closeToast(queue, id));
  setTimeout(() => update(removeToast(queue, id)), toastRules.removeDelayMs);
}

export function useToast(): (input: ToastInput) => void {
  return toast;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => queue;

export function ToastProvider({ children }: { children: ReactNode }) {
  const { toasts } = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <>
      {children}
      <Stack
        spacing={1}
        sx={{
          position: 'fixed',
          bottom: 16,
          right: 16,
          left: { xs: 16, sm: 'auto' },
          zIndex: 2000,
          maxWidth: 420,
        }}
      >
        {toasts.length > 0 && (
          <Suspense fallback={null}>
            <ToastList toasts={toasts} durationMs={toastRules.durationMs} onDismiss={dismiss} />
          </Suspense>
        )}
      </Stack>
    </>
  );
}
