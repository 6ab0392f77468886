import { appConfig } from '@config/app-config';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'warning' | 'destructive';
}

export interface QueuedToast extends ToastInput {
  id: number;
  /** False while the toast plays its exit (removed `removeDelayMs` later). */
  open: boolean;
}

export interface ToastQueue {
  toasts: readonly QueuedToast[];
  /** When each destructive title+description was last shown (ms since epoch). */
  lastDestructive: ReadonlyMap<string, number>;
}

export type ToastRules = typeof appConfig.toasts;

export const emptyToastQueue: ToastQueue = { toasts: [], lastDestructive: new Map() };

const contentKey = (toast: ToastInput) => `${toast.title}\u0000${toast.description ?? ''}`;

/**
 * The spec's rules for a new toast: a destructive toast identical to one shown less than
 * `duplicateCooldownMs` ago is suppressed (the same queue comes back); at most `limit` toasts are on
 * screen, so the oldest make way for the new one.
 */
export function enqueueToast(
  queue: ToastQueue,
  input: ToastInput,
  id: number,
  now: number,
  rules: ToastRules = appConfig.toasts,
): ToastQueue {
  let lastDestructive = queue.lastDestructive;
  if (input.variant === 'destructive') {
    const key = contentKey(input);
    const last = lastDestructive.get(key);
    if (last !== undefined && now - last < rules.duplicateCooldownMs) return queue;
    const next = new Map<string, number>();
    for (const [seenKey, at] of lastDestructive) {
      if (now - at < rules.duplicateCooldownMs) next.set(seenKey, at);
    }
    next.set(key, now);
    lastDestructive = next;
  }
  const toasts = [...queue.toasts, { ...input, id, open: true }].slice(-rules.limit);
  return { toasts, lastDestructive };
}

/** Starts a toast's exit; `removeToast` takes it off after `removeDelayMs`. */
export function closeToast(queue: ToastQueue, id: number): ToastQueue {
  return {
    ...queue,
    toasts: queue.toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)),
  };
}

export function removeToast(queue: ToastQueue, id: number): ToastQueue {
  return { ...queue, toasts: queue.toasts.filter((toast) => toast.id !== id) };
}
