import { Service } from 'electrodb';
import type { GeniusMessage } from '../contracts/action-plan';
import { GeniusEntity, MAX_STORED_TURNS } from './action-plans';
import { documentClient, tableName } from '../platform/data/client';
import { QuotaEntity, type QuotaKind } from '../platform/data/quotas';

const genius = new Service(
  { conversation: GeniusEntity, quota: QuotaEntity },
  { client: documentClient, table: tableName },
);

/** How much of a daily cap the user used on `day` (one GetItem). */
export async function getDailyUsage(userId: string, day: string, kind: QuotaKind): Promise<number> {
  const { data } = await QuotaEntity.get({ userId, day }).go();
  return data?.[kind] ?? 0;
}

/**
 * Stores a question and its reply after the conversation so far (the last MAX_STORED_TURNS kept) and
 * counts the message under the day's cap, in ONE transaction. False when the cap was reached meanwhile
 * (nothing stored).
 */
export async function saveConversationTurn(
  userId: string,
  planId: string,
  itemId: string,
  history: readonly GeniusMessage[],
  turns: readonly GeniusMessage[],
  limit: { day: string; max: number },
): Promise<boolean> {
  const messages = [...history, ...turns].slice(-MAX_STORED_TURNS);
  const outcome = await genius.transaction
    .write(({ conversation, quota }) => [
      conversation.put({ userId, planId, itemId, messages }).commit(),
      quota
        .update({ userId, day: limit.day })
        .add({ geniusMessages: 1 })
        .where(
          ({ geniusMessages }, { notExists, lt }) =>
            `${notExists(geniusMessages)} OR ${lt(geniusMessages, limit.max)}`,
        )
        .commit(),
    ])
    .go();
  if (!outcome.canceled) return true;
  if (outcome.data[1]?.code === 'ConditionalCheckFailed') return false;
  throw new Error(`saving the Genius turn canceled (${outcome.data.map((entry) => entry.code).join(', ')})`);
}
