import type { FiveW2H } from '../../contracts/action-plan';

/**
 * The pure parts of the demo founder's journey (./runner.ts does the calls): which task is in which
 * state, its due date relative to a given São Paulo day, the 5W2H she fills in, her notes and her
 * question to Genius, and which learning materials she has opened or finished.
 */

/** The states the action plan shows, relative to today. */
export const taskStates = ['overdue', 'today', 'tomorrow', 'later', 'done'] as const;
export type TaskState = (typeof taskStates)[number];

/** Days from today of each state's due date (a done task was due, and finished, last week). */
const dueOffsetDays: Record<TaskState, number> = {
  overdue: -3,
  today: 0,
  tomorrow: 1,
  later: 12,
  done: -6,
};

/** `date` ('yyyy-MM-dd') plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed) || !new Date(parsed).toISOString().startsWith(date)) {
    throw new Error(`not a calendar date: ${date}`);
  }
  return new Date(parsed + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The due date of a task in `state` when today (São Paulo) is `today`. */
export function dueDateFor(state: TaskState, today: string): string {
  return addDays(today, dueOffsetDays[state]);
}

/** The PATCH …/items/{itemId} body that puts a task in `state` on `today`. */
export function stateEdit(state: TaskState, today: string): { dueDate: string; completed: boolean } {
  return { dueDate: dueDateFor(state, today), completed: state === 'done' };
}

/**
 * The state of each generated task, by position (the plan's items oldest first): one of each state
 * first, then a second finished task; the rest keep the dates the generation gave them (all ahead).
 */
export function assignStates<T>(items: readonly T[]): Array<{ item: T; state: TaskState }> {
  const order: TaskState[] = [...taskStates, 'done'];
  if (items.length < taskStates.length) {
    throw new Error(`the plan has ${items.length} tasks; the demo needs at least ${taskStates.length}`);
  }
  return order.slice(0, items.length).map((state, index) => ({ item: items[index]!, state }));
}

/** The 5W2H details she writes herself on some tasks (by state), on top of what the plan generated. */
export const fiveW2HEdits: Partial<Record<TaskState, Partial<FiveW2H>>> = {
  overdue: {
    who: 'Luciana, com a atendente do WhatsApp',
    where: 'Loja da Rua dos Timbiras e WhatsApp Business',
    howMuch: 'Sem custo extra: duas horas por semana da equipe',
  },
  today: {
    who: 'Luciana e a social media freelancer',
    when: 'Hoje, antes da reunião de pauta da semana',
    howMuch: 'R$ 600 por mês, do orçamento de impulsionamento',
  },
  tomorrow: {
    who: 'Auxiliar administrativa, com revisão da Luciana',
    how: 'Levantar o custo de cada produto na planilha de ficha técnica e comparar com o preço de venda atual.',
  },
  done: {
    who: 'Luciana',
    howMuch: 'R$ 300 em caixas de cortesia',
  },
};

/** Her notes on the overdue task, oldest first. */
export const taskNotes = [
  'Conversei com a Júlia, do atendimento: ela topa registrar no WhatsApp de onde veio cada pedido.',
  'Atrasou porque as encomendas de fim de semana tomaram a equipe toda. Retomar na segunda-feira.',
];

/** Her question to Genius on the task due today. */
export const geniusQuestion =
  'Tenho só R$ 600 por mês para impulsionar posts. Como divido esse valor para testar e medir o retorno?';

export interface LearningModuleMaterials {
  moduleId: string;
  materialIds: readonly string[];
}

/**
 * Her learning progress: the first module almost done (all but its last material completed, the last
 * one opened), the first material of the second module opened; never everything completed.
 */
export function learningProgress(modules: readonly LearningModuleMaterials[]): {
  complete: Array<{ moduleId: string; materialId: string }>;
  view: Array<{ moduleId: string; materialId: string }>;
} {
  const [first, second] = modules.filter((module) => module.materialIds.length > 0);
  if (!first) return { complete: [], view: [] };
  const done = first.materialIds.slice(0, -1);
  const last = first.materialIds.at(-1)!;
  return {
    complete: done.map((materialId) => ({ moduleId: first.moduleId, materialId })),
    view: [
      { moduleId: first.moduleId, materialId: last },
      ...(second ? [{ moduleId: second.moduleId, materialId: second.materialIds[0]! }] : []),
    ],
  };
}
