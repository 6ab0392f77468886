import {
  DeleteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client';
import { isConditionalFailure } from './conditions';

/**
 * Optimistic versions (decision 0055): an item carries `version`, bumped by one on each write; a client
 * may send the version it shows, and the write is conditioned on it. Items written before versions have
 * none and read as version 0.
 */
export const VERSION_ATTRIBUTE = 'version';

/** The version of a stored item (0: written before versions). */
export const storedVersion = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** The condition fields of a write: what ElectroDB's `params()` gives, and what a transaction's item takes. */
export interface Conditioned {
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * The write, also conditioned on the stored version being `expected` (0 also matches an item without a
 * version); unchanged when no version was sent. Names of its own, so it composes with ElectroDB's.
 */
export function expectingVersion<T extends object>(
  params: T & Conditioned,
  expected: number | undefined,
): T & Conditioned {
  if (expected === undefined) return params;
  const own =
    expected === 0
      ? '(attribute_not_exists(#expectedVersionName) OR #expectedVersionName = :expectedVersion)'
      : '#expectedVersionName = :expectedVersion';
  return {
    ...params,
    ConditionExpression: params.ConditionExpression ? `(${params.ConditionExpression}) AND ${own}` : own,
    ExpressionAttributeNames: {
      ...params.ExpressionAttributeNames,
      '#expectedVersionName': VERSION_ATTRIBUTE,
    },
    ExpressionAttributeValues: { ...params.ExpressionAttributeValues, ':expectedVersion': expected },
  };
}

/** What a conditional write did: written (the item after an update), or refused, and why. */
export type VersionedOutcome =
  | { written: true; item: Record<string, unknown> | undefined }
  | { written: false; refused: 'missing' | 'stale' };

/**
 * Sends one conditional UpdateItem or DeleteItem; when its condition fails DynamoDB returns the stored
 * item in the same answer: none means missing, one means another write changed it (stale). One round trip.
 */
export async function versionedWrite(
  write: { update: UpdateCommandInput } | { delete: DeleteCommandInput },
): Promise<VersionedOutcome> {
  const onFailure = { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } as const;
  try {
    if ('update' in write) {
      const answer = await documentClient.send(
        new UpdateCommand({ ...write.update, ...onFailure, ReturnValues: 'ALL_NEW' }),
      );
      return { written: true, item: answer.Attributes };
    }
    await documentClient.send(new DeleteCommand({ ...write.delete, ...onFailure }));
    return { written: true, item: undefined };
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    return { written: false, refused: (error as { Item?: unknown }).Item ? 'stale' : 'missing' };
  }
}
