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
