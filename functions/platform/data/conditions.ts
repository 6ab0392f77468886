/**
 * Whether DynamoDB refused a write because its condition failed: the SDK's
 * ConditionalCheckFailedException, directly or as the cause ElectroDB wraps it in (any depth).
 */
export function isConditionalFailure(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    if (current.name === 'ConditionalCheckFailedException') return true;
    if (/conditional request failed/i.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A conditional write: true when written, false when its condition failed (nothing written); other errors pass. */
export async function conditionalWrite(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Attempts of a transaction that DynamoDB cancels for a conflict with another one. */
const CONFLICT_ATTEMPTS = 6;

const cancellationCodesOf = (outcome: { canceled: boolean; data: unknown[] }) =>
  outcome.canceled ? (outcome.data as { code?: string }[]).map((entry) => entry.code ?? 'None') : [];

/**
 * Runs an ElectroDB transaction again, after a short random pause, while DynamoDB cancels it only
 * because another transaction was writing one of its items at the same moment (`TransactionConflict`:
 * nothing was written). Items many accounts share (the statistics counter, a user search index shard)
 * meet it when sign-ups come at once. Any other outcome, or the last attempt's, is returned as is.
 */
export async function retryingConflicts<T extends { canceled: boolean; data: unknown[] }>(
  go: () => Promise<T>,
  pause: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await go();
    const codes = cancellationCodesOf(outcome);
    const conflictOnly =
      codes.includes('TransactionConflict') &&
      codes.every((code) => code === 'None' || code === 'TransactionConflict');
    if (!conflictOnly || attempt >= CONFLICT_ATTEMPTS) return outcome;
    await pause(Math.round(Math.random() * 25 * 2 ** attempt));
  }
}
