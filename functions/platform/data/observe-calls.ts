import type { ConsumedCapacity, ServiceInputTypes, ServiceOutputTypes } from '@aws-sdk/client-dynamodb';
import type { InitializeMiddleware } from '@smithy/types';
import { dynamodb, writeCommands } from './client';

type Middleware = InitializeMiddleware<ServiceInputTypes, ServiceOutputTypes>;

/** One request the data layer sent to DynamoDB, as seen by an observer (`npm run bench`). */
export interface DataCall {
  /** The low-level command, e.g. `QueryCommand`, `TransactWriteItemsCommand`. */
  command: string;
  /** The GSI a Query used, if any. */
  index?: string;
  readUnits: number;
  writeUnits: number;
  /** performance.now() when the request was sent and when its answer (or error) came back. */
  startedAt: number;
  endedAt: number;
  error?: string;
}

export type DataCallObserver = (call: DataCall) => void;

/** The commands that accept ReturnConsumedCapacity. */
const capacityCommands = new Set([
  'GetItemCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'BatchWriteItemCommand',
  'TransactGetItemsCommand',
  'TransactWriteItemsCommand',
]);

const middlewareName = 'observeDataCalls';

/** Read and write units of an answer; a bare total (ReturnConsumedCapacity TOTAL) is of the command's kind. */
function unitsOf(
  command: string,
  consumed: ConsumedCapacity | ConsumedCapacity[] | undefined,
): { readUnits: number; writeUnits: number } {
  let readUnits = 0;
  let writeUnits = 0;
  for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
    if (entry.ReadCapacityUnits !== undefined || entry.WriteCapacityUnits !== undefined) {
      readUnits += entry.ReadCapacityUnits ?? 0;
      writeUnits += entry.WriteCapacityUnits ?? 0;
    } else if (writeCommands.has(command)) writeUnits += entry.CapacityUnits ?? 0;
    else readUnits += entry.CapacityUnits ?? 0;
  }
  return { readUnits, writeUnits };
}

/**
 * Counts every request of the data layer's client and what it consumed: an SDK middleware that asks
 * DynamoDB for ReturnConsumedCapacity TOTAL and reports each call to `observer`. Nothing is installed
 * until this is called (the Lambdas never call it), so production requests are unchanged; the returned
 * function removes it again. Used by `npm run bench` only.
 */
export function observeDataCalls(observer: DataCallObserver): () => void {
  const middleware: Middleware = (next, context) => async (args) => {
    const command = context.commandName ?? 'unknown';
    const input = args.input as Record<string, unknown>;
    const measured = capacityCommands.has(command);
    const call: DataCall = {
      command,
      ...(typeof input.IndexName === 'string' ? { index: input.IndexName } : {}),
      readUnits: 0,
      writeUnits: 0,
      startedAt: performance.now(),
      endedAt: 0,
    };
    try {
      const result = await next(
        measured ? { ...args, input: { ...args.input, ReturnConsumedCapacity: 'TOTAL' } } : args,
      );
      const output = result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] };
      Object.assign(call, unitsOf(command, output.ConsumedCapacity));
      return result;
    } catch (error) {
      call.error = error instanceof Error ? error.name : String(error);
      throw error;
    } finally {
      call.endedAt = performance.now();
      observer(call);
    }
  };
  dynamodb.middlewareStack.add(middleware, { step: 'initialize', name: middlewareName, override: true });
  return () => {
    dynamodb.middlewareStack.remove(middlewareName);
  };
}
