import type { GeniusMessage } from '../contracts/action-plan';
import { GeniusEntity, MAX_STORED_TURNS } from './action-plans';

/**
 * Stores a question and its reply after the conversation so far (the last MAX_STORED_TURNS kept): one
 * PutItem. It counts nothing: the message's unit of the day's cap was reserved before the model was
 * called (functions/action-plan/genius.ts).
 */
export async function saveConversationTurn(
  userId: string,
  planId: string,
  itemId: string,
  history: readonly GeniusMessage[],
  turns: readonly GeniusMessage[],
): Promise<void> {
  const messages = [...history, ...turns].slice(-MAX_STORED_TURNS);
  await GeniusEntity.put({ userId, planId, itemId, messages }).go();
}
