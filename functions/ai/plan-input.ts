import type { ActionItem, GeniusMessage } from '../contracts/action-plan';
import type { DossierSectionKey } from '../contracts/analysis-data/dossier/sections';
import type { InvestorReport } from '../contracts/investor';
import type { CompanyNumbers } from './company-numbers';

/**
 * The plan the user asked for, over the completed dossier. `today` (yyyy-MM-dd, São Paulo) is given so
 * generators never read a clock: the due dates follow from it.
 */
export interface PlanGenerationInput {
  companyName?: string;
  /** The user's first name, so the tasks can name the person where natural. */
  userFirstName?: string;
  /** The six completed dossier sections as stored (read them with readDossierSection). */
  sections: Partial<Record<DossierSectionKey, unknown>>;
  /** The areas, in the user's order (Marketing, Vendas, Gestão… or the user's own). */
  areas: string[];
  itemsPerArea: number;
  today: string;
  /** The investor report computed from the answers, when available (budgets for howMuch). */
  investorReport?: InvestorReport | null;
  /**
   * The user's own answer on the priorities for the next 12 months (the management diagnostic's
   * `prioridades_12_meses`), whole: the plan starts from them.
   */
  statedPriorities?: string;
}

/**
 * The input of the `action-plan-area` task: the plan asked for and the ONE area whose tasks the reply
 * writes (one of `areas`; the other areas get their own replies, so their tasks must not be repeated).
 */
export interface PlanAreaInput extends PlanGenerationInput {
  area: string;
}

/**
 * The input of the `genius-reply` task: the user's message and the context the server builds (spec
 * genius-chat: message, actionContext, companyContext, conversationHistory, userName): the task with
 * its 5W2H, its plan and the plan's other tasks, the company's numbers and its dossier, the user's first
 * name and the last turns.
 */
export interface GeniusInput {
  message: string;
  task: ActionItem;
  plan: { title: string; description: string };
  /** Every task of the plan, in the plan's order (the prompt lists the others compactly). */
  planTasks: ActionItem[];
  /** The numbers the founder gave (revenue, goal, ticket, margin, marketing budgets), when answered. */
  numbers?: CompanyNumbers;
  companyName?: string;
  userFirstName?: string;
  /** The completed dossier sections (the company context). */
  sections: Partial<Record<DossierSectionKey, unknown>>;
  /** The last turns of the stored conversation, oldest first (without the new message). */
  history: GeniusMessage[];
  today: string;
}
