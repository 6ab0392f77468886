import { analysisApiMessages } from '../contracts/messages/analysis-api';
import { saveErrorIfProcessing } from '../data/analyses';
import { log } from '../http/log';
import { endedWithoutOutcome } from '../workflows/definitions';

/**
 * EventBridge "Step Functions Execution Status Change" for the analysis workflows. A Catch never runs
 * when the execution itself times out or is stopped, so without this the item would stay processing.
 */
export interface ExecutionStatusChange {
  'detail-type'?: string;
  detail?: { status?: string; executionArn?: string; input?: string | null };
}

interface ExecutionInput {
  userId: string;
  resultId: string;
}

function parseInput(input: string | null | undefined): ExecutionInput | null {
  if (!input) return null;
  try {
    const parsed = JSON.parse(input) as Partial<ExecutionInput>;
    return typeof parsed.userId === 'string' && typeof parsed.resultId === 'string'
      ? { userId: parsed.userId, resultId: parsed.resultId }
      : null;
  } catch {
    return null;
  }
}

/** Marks the execution's analysis as error when it is still processing; anything else is ignored. */
export async function onExecutionEnded(event: ExecutionStatusChange): Promise<{ marked: boolean }> {
  const status = event.detail?.status;
  if (!endedWithoutOutcome.includes(status as (typeof endedWithoutOutcome)[number])) return { marked: false };
  const input = parseInput(event.detail?.input);
  if (!input) {
    log('warn', 'ended execution without a readable input', { executionArn: event.detail?.executionArn });
    return { marked: false };
  }
  const marked = await saveErrorIfProcessing(
    input.userId,
    input.resultId,
    analysisApiMessages.executionEnded,
  );
  log('info', 'analysis execution ended without an outcome', {
    status,
    resultId: input.resultId,
    executionArn: event.detail?.executionArn,
    marked,
  });
  return { marked };
}

/** Lambda: target of the workflows stack's execution-status rule. */
export const handler = onExecutionEnded;
