import { useCallback, useEffect, useRef } from 'react';
import type { SaveAnswerRequest } from '@contracts/diagnostics';
import { appConfig } from '@config/app-config';
import { saveAnswer } from './api/questionnaire';

/**
 * Saves each answer shortly after it changes (typing settles for the debounce time) and lets the
 * screen flush everything still pending before it moves between sections or finishes.
 */
export function useAnswerAutosave(diagnosticId: string, onError: (error: unknown) => void) {
  const pending = useRef(new Map<string, SaveAnswerRequest>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const inFlight = useRef(new Set<Promise<boolean>>());

  const send = useCallback(
    (questionId: string) => {
      const request = pending.current.get(questionId);
      pending.current.delete(questionId);
      timers.current.delete(questionId);
      if (!request) return;
      const promise = saveAnswer(diagnosticId, questionId, request).then(
        () => true,
        (error: unknown) => {
          onError(error);
          return false;
        },
      );
      inFlight.current.add(promise);
      void promise.finally(() => inFlight.current.delete(promise));
    },
    [diagnosticId, onError],
  );

  const schedule = useCallback(
    (questionId: string, request: SaveAnswerRequest) => {
      pending.current.set(questionId, request);
      clearTimeout(timers.current.get(questionId));
      timers.current.set(
        questionId,
        setTimeout(() => send(questionId), appConfig.debounceMs),
      );
    },
    [send],
  );

  /** Sends what is pending and waits for every save in flight; true when none failed. */
  const flush = useCallback(async () => {
    for (const [questionId, timer] of timers.current) {
      clearTimeout(timer);
      send(questionId);
    }
    const results = await Promise.all([...inFlight.current]);
    return results.every(Boolean);
  }, [send]);

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      for (const questionId of pendingTimers.keys()) send(questionId);
    };
  }, [send]);

  return { schedule, flush };
}
