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
 * What the task of each edited state must be about, so that her 5W2H edits, notes and Genius question
 * land on a task they fit (matched on the task's title and "what", accents and case ignored): the
 * overdue task is where she starts registering where each order comes from, the one due today is the
 * posts she boosts with R$ 600, tomorrow's is the cost of each product against its price, the finished
 * one is the courtesy boxes that reward referrals.
 */
const stateTopics: Partial<Record<TaskState, RegExp>> = {
  overdue: /\bpedidos\b|\borcamentos?\b|registr|origem de cada/,
  today: /conteudo|publica|\bposts?\b|redes sociais|anuncio|impulsion/,
  tomorrow: /\bprecos\b|custo real|ficha tecnica/,
  done: /indicac|relacionamento|cortesia|brinde/,
};

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A plan item's texts to match on, the strongest first: a string itself, else its title, then its 5W2H "what". */
function textsOf(item: unknown): string[] {
  if (typeof item === 'string') return [item];
  if (item && typeof item === 'object') {
    const { title, metadata } = item as { title?: unknown; metadata?: { what?: unknown } };
    return [title, metadata?.what].filter((part): part is string => typeof part === 'string');
  }
  return [];
}

/**
 * The state of each generated task: one of each state, then a second finished task; the rest keep the
 * dates the generation gave them (all ahead). A state whose edits are about something (`stateTopics`)
 * goes to the first task about it, by meaning (its title first, then its "what"); the other states, and those no task fits, take the
 * remaining tasks in the plan's order (oldest first).
 */
export function assignStates<T>(items: readonly T[]): Array<{ item: T; state: TaskState }> {
  const order: TaskState[] = [...taskStates, 'done'];
  if (items.length < taskStates.length) {
    throw new Error(`the plan has ${items.length} tasks; the demo needs at least ${taskStates.length}`);
  }
  const slots = order.slice(0, items.length);
  const chosen: Array<number | undefined> = slots.map(() => undefined);
  const taken = new Set<number>();
  slots.forEach((state, slot) => {
    const topic = slots.indexOf(state) === slot ? stateTopics[state] : undefined;
    if (!topic) return;
    // A task whose title is about the topic wins over one that only mentions it in its "what".
    const matches = (depth: number) =>
      items.findIndex((item, at) => !taken.has(at) && topic.test(fold(textsOf(item)[depth] ?? '')));
    const byTitle = matches(0);
    const index = byTitle >= 0 ? byTitle : matches(1);
    if (index >= 0) {
      chosen[slot] = index;
      taken.add(index);
    }
  });
  const rest = items.map((_, index) => index).filter((index) => !taken.has(index));
  return slots.map((state, slot) => ({ item: items[chosen[slot] ?? rest.shift()!]!, state }));
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
