import type { GeniusMessage } from '../contracts/action-plan';
import { conditionalWrite } from '../platform/data/conditions';
import { GeniusEntity, MAX_STORED_TURNS, getConversationState } from './action-plans';

/**
 * Writes tried before giving up: each refused one means another message of the same task landed first,
 * so N messages at once need at most N attempts (the day's cap is 50 messages).
 */
const SAVE_ATTEMPTS = 60;

/** A short random pause before writing again, so writers that collided do not collide again in step. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));

/**
 * Stores a question and its reply after the conversation (the last MAX_STORED_TURNS kept): one
 * PutItem conditional on the version read, so concurrent messages of one task never overwrite each
 * other; when another landed first, the conversation is read again and the turns appended to it.
 * Returns the conversation as stored. It counts nothing: the message's unit of the day's cap was
 * reserved before the model was called (functions/action-plan/genius.ts).
 */
export async function saveConversationTurn(
  userId: string,
  planId: string,
  itemId: string,
  read: { messages: readonly GeniusMessage[]; version: number },
  turns: readonly GeniusMessage[],
): Promise<GeniusMessage[]> {
  let current = read;
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
    const messages = [...current.messages, ...turns].slice(-MAX_STORED_TURNS);
    const version = current.version;
    const written = await conditionalWrite(
      GeniusEntity.put({ userId, planId, itemId, messages, version: version + 1 })
        .where((attribute, op) =>
          version === 0 ? op.notExists(attribute.version) : op.eq(attribute.version, version),
        )
        .go(),
    );
    if (written) return messages;
    await pause();
    current = await getConversationState(userId, planId, itemId, { consistent: true });
  }
  throw new Error(`genius: the conversation of ${itemId} kept changing; ${SAVE_ATTEMPTS} writes refused`);
}
