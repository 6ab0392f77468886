import {
  BatchGetCommand,
  BatchWriteCommand,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { tableSchema } from './table';

/** An item as stored (ElectroDB stamps `__edb_e__`/`__edb_v__` on every item it writes). */
export type RawItem = Record<string, unknown>;
export interface ItemKey {
  pk: string;
  sk: string;
}

export const keyOf = (item: RawItem): ItemKey => ({
  pk: String(item[tableSchema.partitionKey]),
  sk: String(item[tableSchema.sortKey]),
});

/** The ElectroDB entity name of a stored item. */
export const entityOf = (item: RawItem): string | undefined =>
  typeof item.__edb_e__ === 'string' ? item.__edb_e__ : undefined;

/**
 * One Query on the table (every page), returning items of any entity: used where one Query
 * reads several entity types of a partition (a questionnaire), which ElectroDB's per-entity
 * queries cannot do with our key templates.
 */
export async function queryRaw(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>) {
  const items: RawItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({ ...input, TableName: tableName, ExclusiveStartKey: start }),
    );
    items.push(...((page.Items ?? []) as RawItem[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Every item of one partition (one Query, every page). */
export function queryPartition(pk: string): Promise<RawItem[]> {
  return queryRaw({
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': tableSchema.partitionKey },
    ExpressionAttributeValues: { ':pk': pk },
  });
}

/** DynamoDB's limit on the operations of one TransactWriteItems. */
export const MAX_TRANSACTION_ITEMS = 100;

export type WriteRequest = { put: RawItem } | { delete: ItemKey };

const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Chunks of one batchWrite sent at once (bounded, so a large deletion does not throttle itself). */
const PARALLEL_BATCHES = 16;

/** One chunk of at most 25, retrying unprocessed items with backoff. */
async function writeChunk(chunk: readonly WriteRequest[]): Promise<void> {
  let pending = chunk.map((request) =>
    'put' in request ? { PutRequest: { Item: request.put } } : { DeleteRequest: { Key: request.delete } },
  );
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    if (attempt > MAX_ATTEMPTS) throw new Error(`batchWrite: ${pending.length} items left unprocessed`);
    if (attempt > 1) await sleep(Math.min(50 * 2 ** attempt, 2000));
    const result = await documentClient.send(
      new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
    );
    pending = (result.UnprocessedItems?.[tableName] ?? []) as typeof pending;
  }
}

/**
 * BatchWriteItem in chunks of 25 (the API's limit), up to PARALLEL_BATCHES chunks at a time, retrying
 * unprocessed items with backoff. Not atomic: callers must be safe to run again (puts and deletes are
 * idempotent). Every chunk has settled when it answers, also when one failed (a caller's cleanup then
 * never races a write still in flight).
 */
export async function batchWrite(requests: readonly WriteRequest[]): Promise<void> {
  const chunks: WriteRequest[][] = [];
  for (let index = 0; index < requests.length; index += BATCH_SIZE) {
    chunks.push(requests.slice(index, index + BATCH_SIZE));
  }
  for (let index = 0; index < chunks.length; index += PARALLEL_BATCHES) {
    const settled = await Promise.allSettled(chunks.slice(index, index + PARALLEL_BATCHES).map(writeChunk));
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }
}

const GET_BATCH_SIZE = 100;

/**
 * BatchGetItem for any number of keys (chunks of 100, the API's limit, sent together), retrying
 * unprocessed keys with backoff. Items come back in no particular order; missing ones are absent.
 */
export async function batchGet(keys: readonly ItemKey[]): Promise<RawItem[]> {
  const chunks: ItemKey[][] = [];
  for (let index = 0; index < keys.length; index += GET_BATCH_SIZE) {
    chunks.push(keys.slice(index, index + GET_BATCH_SIZE));
  }
  const pages = await Promise.all(
    chunks.map(async (chunk) => {
      const found: RawItem[] = [];
      let pending: Record<string, unknown>[] = chunk.map((key) => ({ ...key }));
      for (let attempt = 1; pending.length > 0; attempt += 1) {
        if (attempt > MAX_ATTEMPTS) throw new Error(`batchGet: ${pending.length} keys left unprocessed`);
        if (attempt > 1) await sleep(Math.min(50 * 2 ** attempt, 2000));
        const result = await documentClient.send(
          new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending } } }),
        );
        found.push(...((result.Responses?.[tableName] ?? []) as RawItem[]));
        pending = (result.UnprocessedKeys?.[tableName]?.Keys ?? []) as Record<string, unknown>[];
      }
      return found;
    }),
  );
  return pages.flat();
}
