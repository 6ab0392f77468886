import { describe, expect, it } from 'vitest';
import {
  badgeText,
  bucketTasks,
  daysUntilDue,
  dueBucket,
  saoPauloDate,
  taskNotifications,
  type NotifiableTask,
} from './notifications';

// Monday 10 March 2025, 12:00 in São Paulo (UTC-3, no daylight saving since 2019).
const now = new Date('2025-03-10T15:00:00Z');

const task = (dueDate: string | null, overrides: Partial<NotifiableTask> = {}): NotifiableTask => ({
  id: `t-${dueDate}`,
  title: `Tarefa ${dueDate}`,
  completed: false,
  dueDate,
  ...overrides,
});

describe('dueBucket', () => {
  it.each<[string, string | null, ReturnType<typeof dueBucket>]>([
    ['a month ago', '2025-02-10', 'overdue'],
    ['yesterday', '2025-03-09', 'overdue'],
    ['today', '2025-03-10', 'today'],
    ['tomorrow', '2025-03-11', 'tomorrow'],
    ['in 2 days (more than 1)', '2025-03-12', 'soon'],
    ['in 7 days (up to 7)', '2025-03-17', 'soon'],
    ['in 8 days', '2025-03-18', null],
    ['no due date', null, null],
    ['an invalid date', 'amanhã', null],
    ['an impossible date', '2025-02-30', null],
  ])('a task due %s (%s) is %s', (_, dueDate, expected) => {
    expect(dueBucket(task(dueDate), now)).toBe(expected);
  });

  it('ignores completed tasks, even overdue ones', () => {
    expect(dueBucket(task('2025-03-01', { completed: true }), now)).toBeNull();
    expect(dueBucket(task('2025-03-10', { completed: true }), now)).toBeNull();
  });
});

describe('the America/Sao_Paulo day boundary', () => {
  it.each<[string, string, string]>([
    ['23:59 in São Paulo is still the 10th (02:59Z on the 11th)', '2025-03-11T02:59:00Z', '2025-03-10'],
    ['midnight in São Paulo starts the 11th (03:00Z)', '2025-03-11T03:00:00Z', '2025-03-11'],
    ['00:30Z is still the previous evening in São Paulo', '2025-03-10T00:30:00Z', '2025-03-09'],
  ])('%s', (_, instant, date) => {
    expect(saoPauloDate(new Date(instant))).toBe(date);
  });

  it('a task due on the 10th is "today" until midnight in São Paulo, overdue after it', () => {
    const due = task('2025-03-10');
    expect(dueBucket(due, new Date('2025-03-11T02:59:00Z'))).toBe('today');
    expect(dueBucket(due, new Date('2025-03-11T03:00:00Z'))).toBe('overdue');
  });

  it('a timestamp due date counts on its São Paulo date', () => {
    // 23:30 on the 10th in São Paulo: due today, although in UTC it is already the 11th.
    expect(daysUntilDue('2025-03-11T02:30:00Z', now)).toBe(0);
    expect(daysUntilDue('2025-03-11T03:30:00Z', now)).toBe(1);
    expect(daysUntilDue('2025-03-10T00:00:00-03:00', now)).toBe(0);
  });
});

describe('bucketTasks', () => {
  it('puts every open task with a due date within 7 days in one bucket', () => {
    const tasks = [
      task('2025-03-05'),
      task('2025-03-10'),
      task('2025-03-11'),
      task('2025-03-14'),
      task('2025-04-01'),
      task(null),
    ];
    const buckets = bucketTasks(tasks, now);
    expect(buckets.overdue.map((t) => t.dueDate)).toEqual(['2025-03-05']);
    expect(buckets.today.map((t) => t.dueDate)).toEqual(['2025-03-10']);
    expect(buckets.tomorrow.map((t) => t.dueDate)).toEqual(['2025-03-11']);
    expect(buckets.soon.map((t) => t.dueDate)).toEqual(['2025-03-14']);
  });
});

describe('taskNotifications', () => {
  it('notifies overdue, today and tomorrow only, most urgent first', () => {
    const tasks = [
      task('2025-03-14', { id: 'soon', title: 'Revisar metas' }),
      task('2025-03-11', { id: 'tomorrow', title: 'Enviar proposta' }),
      task('2025-03-10', { id: 'today', title: 'Ligar para o contador' }),
      task('2025-03-09', { id: 'yesterday', title: 'Pagar fornecedor' }),
      task('2025-03-07', { id: 'older', title: 'Atualizar planilha' }),
      task('2025-03-01', { id: 'done', title: 'Feita', completed: true }),
    ];
    const notifications = taskNotifications(tasks, now);
    expect(notifications.map((n) => [n.actionItemId, n.type, n.title, n.message])).toEqual([
      ['older', 'overdue', 'Tarefa atrasada', '"Atualizar planilha" está atrasada há 3 dias.'],
      ['yesterday', 'overdue', 'Tarefa atrasada', '"Pagar fornecedor" venceu ontem.'],
      ['today', 'due_soon', 'Tarefa vence hoje', '"Ligar para o contador" vence hoje.'],
      ['tomorrow', 'due_soon', 'Tarefa vence amanhã', '"Enviar proposta" vence amanhã.'],
    ]);
    expect(notifications[0]).toMatchObject({
      id: 'overdue-older-2025-03-07',
      read: false,
      createdAt: '2025-03-10T15:00:00.000Z',
    });
  });

  it('orders tasks due the same day by title, numbers by value', () => {
    const tasks = [
      task('2025-03-10', { id: 'b', title: 'Tarefa 10' }),
      task('2025-03-10', { id: 'a', title: 'Tarefa 2' }),
    ];
    expect(taskNotifications(tasks, now).map((n) => n.actionItemId)).toEqual(['a', 'b']);
  });

  it('gives nothing without tasks', () => {
    expect(taskNotifications([], now)).toEqual([]);
  });
});

describe('badgeText', () => {
  it.each<[number, string | null]>([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [42, '9+'],
  ])('%i notifications → %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});
