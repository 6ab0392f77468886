import { appConfig } from '@config/app-config';

export interface PollOptions<T> {
  /** One check (e.g. re-reading a status); a rejection counts as a failure. */
  check: () => Promise<T>;
  /** True when the awaited state is reached and polling can stop. */
  done: (result: T) => boolean;
  /** Aborting it stops polling (a screen that unmounts). */
  signal: AbortSignal;
  intervalMs?: number;
  maxRetries?: number;
  backoffFactor?: number;
}

export type PollOutcome = 'done' | 'failed' | 'aborted';

/**
 * The spec's generic polling (60 s; 5 retries with backoff 1.5): checks every `intervalMs`; after a
 * failure waits `intervalMs × backoffFactor^failures` (90 s, 135 s…) and gives up once `maxRetries`
 * retries in a row have failed too. A success starts the count over. Screens with polling numbers of
 * their own (the analyses: 5 s, 8 s) keep them.
 */
export async function poll<T>({
  check,
  done,
  signal,
  intervalMs = appConfig.polling.intervalMs,
  maxRetries = appConfig.polling.maxRetries,
  backoffFactor = appConfig.polling.backoffFactor,
}: PollOptions<T>): Promise<PollOutcome> {
  let failures = 0;
  for (;;) {
    if (!(await wait(intervalMs * backoffFactor ** failures, signal))) return 'aborted';
    try {
      const result = await check();
      if (signal.aborted) return 'aborted';
      if (done(result)) return 'done';
      failures = 0;
    } catch {
      if (signal.aborted) return 'aborted';
      failures += 1;
      if (failures > maxRetries) return 'failed';
    }
  }
}

/** Resolves true after `ms`, or false as soon as the signal aborts. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve(true);
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}
