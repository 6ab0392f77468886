import { useEffect, useRef } from 'react';
import { poll, type PollOptions } from './poll';

/**
 * Polls (`poll`, the spec's generic 60 s / 5 retries / backoff 1.5) while `enabled` and the component is
 * mounted. The latest `check` and `done` are used without restarting the schedule.
 */
export function usePolling<T>({
  enabled,
  check,
  done,
}: { enabled: boolean } & Pick<PollOptions<T>, 'check' | 'done'>): void {
  const latest = useRef({ check, done });
  useEffect(() => {
    latest.current = { check, done };
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void poll({
      check: () => latest.current.check(),
      done: (result) => latest.current.done(result),
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [enabled]);
}
