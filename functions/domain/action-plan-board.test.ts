import { describe, expect, it } from 'vitest';
import { boardStats, categoryGroups, dueMark, nextActions, type BoardTask } from './action-plan-board';

let sequence = 0;
const task = (fields: Partial<BoardTask> = {}): BoardTask => ({
  id: `t${++sequence}`,
  title: `Tarefa ${sequence}`,
  completed: false,
  dueDate: null,
  priority: 'medium',
  category: null,
  createdAt: `2026-11-${String(10 + sequence).padStart(2, '0')}T12:00:00.000Z`,
  ...fields,
});

// 24/11/2026 15:00 in São Paulo.
const now = new Date('2026-11-24T18:00:00.000Z');

describe('boardStats', () => {
  it('counts plans, tasks and completed tasks; completion is a rounded percentage', () => {
    const plans = [{ items: [task({ completed: true }), task(), task()] }, { items: [] }];
    expect(boardStats(plans)).toEqual({ plans: 2, tasks: 3, completed: 1, completion: 33 });
    expect(
      boardStats([{ items: [task({ completed: true }), task({ completed: true }), task()] }]).completion,
    ).toBe(67);
    expect(boardStats([])).toEqual({ plans: 0, tasks: 0, completed: 0, completion: 0 });
  });
});

describe('dueMark (spec 9: due soon within 1 day, overdue past due)', () => {
  it.each([
    ['2026-11-23', 'overdue'],
    ['2026-11-24', 'due-soon'],
    ['2026-11-25', 'due-soon'],
    ['2026-11-26', null],
    [null, null],
  ])('%s → %s', (dueDate, mark) => {
    expect(dueMark(task({ dueDate }), now)).toBe(mark);
  });

  it('a completed task is never marked', () => {
    expect(dueMark(task({ dueDate: '2026-11-01', completed: true }), now)).toBeNull();
  });
});

describe('nextActions', () => {
  it('up to 5 pending tasks: earliest due first, undated last, then high before low, then oldest', () => {
    const undatedHigh = task({ priority: 'high' });
    const later = task({ dueDate: '2026-12-10', priority: 'low' });
    const overdue = task({ dueDate: '2026-11-20' });
    const soonLow = task({ dueDate: '2026-11-25', priority: 'low' });
    const soonHigh = task({ dueDate: '2026-11-25', priority: 'high' });
    const done = task({ dueDate: '2026-11-19', completed: true });
    const undatedLow = task({ priority: 'low' });
    expect(
      nextActions([undatedHigh, later, overdue, soonLow, soonHigh, done, undatedLow]).map((t) => t.id),
    ).toEqual([overdue, soonHigh, soonLow, later, undatedHigh].map((t) => t.id));
  });
});

describe('categoryGroups (spec 9: weights high 3, medium 2, low 1; "Sem categoria")', () => {
  it('sorts categories by the average weight of their pending tasks, heaviest first', () => {
    const groups = categoryGroups([
      task({ category: 'Marketing', priority: 'low' }),
      task({ category: 'Marketing', priority: 'medium' }), // Marketing: 1.5
      task({ category: 'Vendas', priority: 'high' }),
      task({ category: 'Vendas', priority: 'low', completed: true }), // Vendas: 3 (the completed one does not count)
      task({ category: null, priority: 'medium' }), // Sem categoria: 2
      task({ category: 'Gestão', priority: 'high', completed: true }), // Gestão: nothing pending → 0
    ]);
    expect(groups.map((group) => [group.category, group.weight])).toEqual([
      ['Vendas', 3],
      ['Sem categoria', 2],
      ['Marketing', 1.5],
      ['Gestão', 0],
    ]);
    expect(groups[2]!.tasks.map((t) => t.priority)).toEqual(['low', 'medium']);
  });

  it('a blank category is "Sem categoria"', () => {
    expect(categoryGroups([task({ category: '  ' })])[0]!.category).toBe('Sem categoria');
  });
});
