import { generateWithReservedUnit } from '../ai/request-failure';
import { modelPort } from '../ai/model-port';
import type { GeniusConversation, GeniusMessage } from '../contracts/action-plan';
import { actionPlanMessages } from '../contracts/messages/action-plan';
import * as data from './action-plans';
import { loadDossierData } from '../dossier/load-section-input';
import { buildDossierSectionInput } from '../ai/dossier-input';
import { companyNumbers } from '../ai/company-numbers';
import type { GeniusInput } from '../ai/plan-input';
import { saveConversationTurn } from './genius-history';
import { reserveDailyUnit, returnDailyUnit } from '../platform/data/quotas';
import { DomainError, notFoundFailure } from '../domain/errors';
import { saoPauloDate } from '../domain/notifications';
import { countMetric } from '../platform/http/metrics';
import { dailyCaps } from '../platform/data/daily-caps';

const text = actionPlanMessages;

/** Messages a user may send to Genius per day (São Paulo calendar day). */
export const GENIUS_MESSAGES_PER_DAY = dailyCaps.geniusMessages;
/** Turns of the stored conversation the model sees (the rest is kept for the screen). */
export const GENIUS_HISTORY_TURNS = 10;

export async function geniusConversation(
  userId: string,
  planId: string,
  itemId: string,
): Promise<GeniusConversation> {
  const [item, conversation] = await Promise.all([
    data.getItem(userId, planId, itemId),
    data.getConversation(userId, planId, itemId),
  ]);
  if (!item) throw notFoundFailure(text.taskNotFound);
  return { messages: conversation };
}

/**
 * Genius's answer to a message about one of the user's tasks (spec genius-chat). The browser sends only
 * the message; the context is built here from what is stored: the task and its 5W2H, its plan and its
 * other tasks, the company's name and numbers, the dossier, the user's first name and the last turns.
 *
 * Three sequential round trips, the model call between the second and the third:
 * 1. the reads in parallel, beside the subscription check: the plan with its tasks (one Query), the
 *    conversation, and what the dossier's sections read (loadDossierData: the dossier, the answers
 *    the company's numbers come from, the profile);
 * 2. the reservation: ONE conditional UpdateItem that takes a unit of the day's cap (ADD 1 under
 *    `count < max`) before the model is called. A round trip of its own: as a write it waits for the
 *    subscription check anyway, and after the reads a request for a task that is not the user's
 *    takes nothing. N messages at once make at most the units left calls, never more;
 * 3. after the reply, ONE PutItem that stores both turns (counting nothing again), conditional on the
 *    conversation's version: a message that landed meanwhile is kept (genius-history.ts).
 * The unit is given back only when the call never reached the model (a throttle, a refusal of our
 * request, the service unavailable: `reachedModel`, decision 0039); an invalid or timed-out reply
 * keeps it counted.
 * - Task not the user's: 404. The day's cap used: 429, and the model is not called.
 * - The model throttled: 429 busy; an invalid or empty reply: 'Resposta inválida do Genius'.
 */
export async function sendGeniusMessage(
  userId: string,
  planId: string,
  itemId: string,
  message: string,
): Promise<GeniusConversation> {
  const day = saoPauloDate(new Date());
  const [plan, conversation, loaded] = await Promise.all([
    data.getPlanWithItems(userId, planId),
    data.getConversationState(userId, planId, itemId),
    loadDossierData(userId),
  ]);
  const item = plan?.items.find((candidate) => candidate.id === itemId);
  if (!item || !plan) throw notFoundFailure(text.taskNotFound);
  const history = conversation.messages;
  if (!(await reserveDailyUnit(userId, 'geniusMessages', { day, max: GENIUS_MESSAGES_PER_DAY }))) {
    throw new DomainError('limit-reached', text.limits.genius(GENIUS_MESSAGES_PER_DAY));
  }
  const { companyName, userFirstName } = buildDossierSectionInput(loaded);
  const { reply } = await generateWithReservedUnit(
    () =>
      modelPort().generate('genius-reply', {
        message,
        task: item,
        plan: { title: plan.title, description: plan.description },
        planTasks: plan.items,
        numbers: companyNumbers(loaded.answers ?? {}, loaded.investorReport),
        ...(companyName ? { companyName } : {}),
        ...(userFirstName ? { userFirstName } : {}),
        sections: (loaded.content ?? {}) as GeniusInput['sections'],
        history: history.slice(-GENIUS_HISTORY_TURNS),
        today: day,
      }),
    () => returnDailyUnit(userId, 'geniusMessages', day),
    { invalid: text.genius.invalidReply, unavailable: text.genius.errorText },
  );
  const at = new Date().toISOString();
  const turns: GeniusMessage[] = [
    { role: 'user', content: message, at },
    { role: 'assistant', content: reply.trim(), at },
  ];
  const messages = await saveConversationTurn(userId, planId, itemId, conversation, turns);
  countMetric('geniusMessages');
  return { messages };
}
