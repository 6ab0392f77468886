/**
 * Closing a run that ended without a result (an analysis, a website or Instagram analysis): one
 * transaction writes the record's failure and gives back the day's unit the run took. These are the
 * shared steps; each feature writes its own record.
 */

/** What a failed run leaves for the user (message) and the operator (reason, never shown). */
export interface RunFailure {
  message: string;
  reason?: string;
}

/**
 * One closing transaction's outcome, its first write the record's and its second the give-back:
 * 'changed' when the record moved on since it was read, 'not-given-back' when the unit cannot be given
 * back (the day's failures given back reached their cap).
 */
export type CloseAttempt = 'written' | 'changed' | 'not-given-back';

export function closeAttemptOf(outcome: { canceled: boolean; data: unknown[] }, what: string): CloseAttempt {
  if (!outcome.canceled) return 'written';
  const [record, unit] = (outcome.data as { code?: string }[]).map((entry) => entry.code);
  if (record === 'ConditionalCheckFailed') return 'changed';
  if (unit === 'ConditionalCheckFailed') return 'not-given-back';
  throw new Error(`closing ${what} canceled (${record}, ${unit})`);
}

/**
 * Closes a failed run: reads its record (`read` answers null when there is nothing of this run left to
 * close), writes the failure giving back the unit, or without giving it back when the day's cap of
 * give-backs is reached; reads again when the record changed meanwhile (at most three times). The
 * workflow's failure step, the execution-ended handler and the sweeper may all close one run: the
 * first wins. Returns whether it closed the run.
 */
export async function closeFailed<T>(
  read: () => Promise<T | null>,
  write: (item: T, giveBack: boolean) => Promise<CloseAttempt>,
): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const item = await read();
    if (!item) return false;
    let written = await write(item, true);
    if (written === 'not-given-back') written = await write(item, false);
    if (written === 'written') return true;
  }
  return false;
}
