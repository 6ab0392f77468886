import type { CodeDelivery } from './cognito-local';

/**
 * The codes cognito-local "e-mailed" (it prints them), by address, for the local clients that sign
 * people up and confirm as they would (functions/local/api-client.ts). `take` answers the address's
 * latest code not yet taken, waiting for one: the print may arrive after the API's answer, and much
 * later when the process that reads it is busy (the bench copies data for 50 accounts meanwhile).
 */
export function deliveredCodes(waitMs = 30_000) {
  const latest = new Map<string, string>();
  const waiting = new Map<string, Array<(code: string) => void>>();
  return {
    record({ destination, code }: CodeDelivery): void {
      const waiters = waiting.get(destination);
      if (waiters?.length) {
        waiting.delete(destination);
        for (const resolve of waiters) resolve(code);
      } else {
        latest.set(destination, code);
      }
    },
    take(email: string): Promise<string> {
      const code = latest.get(email);
      if (code !== undefined) {
        latest.delete(email);
        return Promise.resolve(code);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no code e-mailed to ${email}`)), waitMs);
        const waiters = waiting.get(email) ?? [];
        waiters.push((delivered) => {
          clearTimeout(timer);
          resolve(delivered);
        });
        waiting.set(email, waiters);
      });
    },
  };
}
