import * as z from 'zod';
import type { Notification } from './notifications';
import { DEFAULT_PRIORITY, priorities, type Priority } from './priorities';
import { keyParam } from './fields';
import { actionPlanMessages } from './messages/action-plan';

/**
 * The action plan API (area `action-plan`): plans, their 5W2H tasks, notes per task, the Genius
 * conversation per task, generation from the dossier and the bell's notifications. Spec 2 "Action
 * plan", spec 3 "Action plan", "Action item", "Action note", spec 5 "Action plan".
 */
const text = actionPlanMessages;

/** Spec 3: priority values (functions/domain/priorities.ts, with their weights). An invalid one is stored as medium (spec 4). */
export { priorities, DEFAULT_PRIORITY, type Priority } from './priorities';
/** Spec 9: the category of a task without one. */
export const NO_CATEGORY = 'Sem categoria';

/** Spec 9: the areas offered for generation, and the ones checked by default. */
export const planAreas = [
  'Marketing',
  'Vendas',
  'Gestão',
  'Finanças',
  'Operações',
  'Produto',
  'Recursos Humanos',
  'Tecnologia',
  'Comunicação',
] as const;
export const defaultPlanAreas = ['Marketing', 'Vendas', 'Gestão'] as const;
/** Spec 9: items per area 1 to 10, default 3. */
export const ITEMS_PER_AREA = { min: 1, max: 10, default: 3 } as const;
/** At most this many areas per generated plan (the nine offered and one of the user's): 100 tasks at most. */
export const MAX_PLAN_AREAS = 10;
/** yyyy-MM-dd, a real calendar date (spec: stored yyyy-MM-dd, shown dd/MM/yyyy). */
export const dueDateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, text.validation.dueDate)
  .refine((value) => {
    const parsed = Date.parse(value);
    return !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(value);
  }, text.validation.dueDate);

/** An unknown priority becomes medium (spec 4), on input and on reading older items. */
export const priorityField = z
  .unknown()
  .transform((value): Priority =>
    (priorities as readonly unknown[]).includes(value) ? (value as Priority) : DEFAULT_PRIORITY,
  );

const shortText = (max: number) => z.string().trim().max(max, text.validation.tooLong);

const fiveW2HFields = {
  what: shortText(2000),
  why: shortText(2000),
  who: shortText(500),
  where: shortText(500),
  when: shortText(500),
  how: shortText(4000),
  howMuch: shortText(500),
};
/** The 5W2H of a task (spec 3: metadata what, why, who, where, when, how, howMuch); missing = ''. */
export const fiveW2H = z.object(
  Object.fromEntries(Object.entries(fiveW2HFields).map(([key, field]) => [key, field.default('')])) as {
    [K in keyof typeof fiveW2HFields]: z.ZodDefault<(typeof fiveW2HFields)[K]>;
  },
);
/** An edit of some 5W2H fields (the others are kept). */
export const fiveW2HChanges = z.object(fiveW2HFields).partial();
export type FiveW2H = z.infer<typeof fiveW2H>;

export const planIdParams = z.object({ planId: keyParam(64) });
export const itemParams = planIdParams.extend({ itemId: keyParam(64) });
export const noteParams = itemParams.extend({ noteId: keyParam(64) });

const planTitle = z
  .string({ error: text.validation.planTitle })
  .trim()
  .min(1, text.validation.planTitle)
  .max(200, text.validation.tooLong);
const taskTitle = z
  .string({ error: text.validation.taskTitle })
  .trim()
  .min(1, text.validation.taskTitle)
  .max(300, text.validation.tooLong);

export const createPlanRequest = z.object({
  title: planTitle,
  description: shortText(2000).default(''),
});
export type CreatePlanRequest = z.input<typeof createPlanRequest>;
/**
 * The version of a plan, task or note the client shows (decision 0055): a write that sends it is refused
 * with 409 when another one came first. 0 names an item stored before versions.
 */
export const versionField = z
  .number({ error: text.validation.version })
  .int(text.validation.version)
  .min(0, text.validation.version)
  .max(Number.MAX_SAFE_INTEGER, text.validation.version);
/** DELETE …?version=N: the same version, as a query parameter. */
export const versionQuery = z.object({
  version: z
    .string()
    .regex(/^\d{1,15}$/, text.validation.version)
    .transform(Number)
    .optional(),
});

export const updatePlanRequest = z
  .object({
    title: planTitle.optional(),
    description: shortText(2000).optional(),
    version: versionField.optional(),
  })
  .refine(
    (body) => body.title !== undefined || body.description !== undefined,
    text.validation.nothingToUpdate,
  );
export type UpdatePlanRequest = z.input<typeof updatePlanRequest>;

export const createItemRequest = z.object({
  title: taskTitle,
  priority: priorityField.optional().default(DEFAULT_PRIORITY),
  dueDate: dueDateField.nullable().default(null),
  category: shortText(60).nullable().default(null),
  metadata: fiveW2H.default({ what: '', why: '', who: '', where: '', when: '', how: '', howMuch: '' }),
});
export type CreateItemRequest = z.input<typeof createItemRequest>;
export const updateItemRequest = z
  .object({
    title: taskTitle.optional(),
    priority: priorityField.optional(),
    dueDate: dueDateField.nullable().optional(),
    category: shortText(60).nullable().optional(),
    metadata: fiveW2HChanges.optional(),
    completed: z.boolean().optional(),
    version: versionField.optional(),
  })
  .refine(
    ({ version: _, ...changes }) => Object.values(changes).some((value) => value !== undefined),
    text.validation.nothingToUpdate,
  );
export type UpdateItemRequest = z.input<typeof updateItemRequest>;

/** Spec 5: notes must be non-blank and are trimmed on save. */
export const noteRequest = z.object({
  content: z
    .string({ error: text.validation.noteBlank })
    .trim()
    .min(1, text.validation.noteBlank)
    .max(5000, text.validation.tooLong),
});
export const updateNoteRequest = noteRequest.extend({ version: versionField.optional() });
export type UpdateNoteRequest = z.input<typeof updateNoteRequest>;

/** Spec 5: chat messages must be non-blank. */
export const geniusRequest = z.object({
  message: z
    .string({ error: text.validation.messageBlank })
    .trim()
    .min(1, text.validation.messageBlank)
    .max(2000, text.validation.tooLong),
});

/**
 * Spec 5: at least one area; a custom area only if non-blank and not a duplicate (the SPA's dialog
 * adds it; the server trims and drops duplicates again); items per area 1-10, default 3 when not a number.
 */
export const generatePlanRequest = z.object({
  areas: z
    .array(z.string().trim().min(1).max(60))
    .transform((areas) => [...new Set(areas)])
    .pipe(
      z
        .array(z.string())
        .min(1, text.validation.areaRequired)
        .max(MAX_PLAN_AREAS, text.validation.tooManyAreas),
    ),
  itemsPerArea: z
    .unknown()
    .transform((value) =>
      typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : ITEMS_PER_AREA.default,
    )
    .pipe(
      z
        .number()
        .int()
        .min(ITEMS_PER_AREA.min, text.validation.itemsPerArea)
        .max(ITEMS_PER_AREA.max, text.validation.itemsPerArea),
    ),
});
export type GeneratePlanRequest = z.input<typeof generatePlanRequest>;

export interface ActionItem {
  id: string;
  planId: string;
  title: string;
  priority: Priority;
  /** yyyy-MM-dd or null. */
  dueDate: string | null;
  completed: boolean;
  category: string | null;
  metadata: FiveW2H;
  /** Grows by one on each write (decision 0055); 0 for a task stored before versions. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface ActionPlan {
  id: string;
  title: string;
  description: string;
  /** 'dossier' when generated from the dossier. */
  source: 'manual' | 'dossier';
  /** Grows by one on each write of the plan itself (not of its tasks). */
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Oldest first (spec 7). */
  items: ActionItem[];
}

/** The plan generation the user started last (shown while it runs, its error after a failure). */
export interface PlanGeneration {
  status: 'processing' | 'completed' | 'error';
  planId: string;
  error: string | null;
  updatedAt: string;
}

/** GET /api/action-plans: the whole page in one answer (plans newest first). */
export interface ActionPlansResponse {
  plans: ActionPlan[];
  generation: PlanGeneration | null;
}

export interface ActionNote {
  id: string;
  itemId: string;
  content: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface GeniusMessage {
  role: 'user' | 'assistant';
  content: string;
  at: string;
}

/** GET …/genius: the stored conversation; POST …/genius answers it with the reply appended. */
export interface GeniusConversation {
  messages: GeniusMessage[];
}

/** GET /api/notifications: the bell's notifications, derived from the tasks, with their read state. */
export interface NotificationsResponse {
  notifications: Notification[];
}

/** PATCH /api/notifications: mark read, dismiss, or clear all (kept per user). */
export const notificationsUpdate = z.union([
  z.object({ read: z.array(z.string().max(200)).min(1).max(200) }).strict(),
  z.object({ dismissed: z.array(z.string().max(200)).min(1).max(200) }).strict(),
  z.object({ clearAll: z.literal(true) }).strict(),
]);
export type NotificationsUpdate = z.input<typeof notificationsUpdate>;
