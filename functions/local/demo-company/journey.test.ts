import { describe, expect, it } from 'vitest';
import { localJourney, demoAnswerSets } from '../../ai/testing/local-journey';
import { dueBucket, saoPauloDate } from '../../domain/notifications';
import {
  addDays,
  assignStates,
  dueDateFor,
  learningProgress,
  stateEdit,
  taskStates,
  type TaskState,
} from './journey';

describe('the demo tasks’ due dates, relative to today', () => {
  // 02:30 UTC on the 1st of March is still the 28th of February in São Paulo (UTC-3).
  const clock = new Date('2027-03-01T02:30:00.000Z');
  const today = saoPauloDate(clock);

  it('adds calendar days across months and years, and refuses what is not a date', () => {
    expect(today).toBe('2027-02-28');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-01-02', -3)).toBe('2026-12-30');
    expect(() => addDays('2027-02-30', 1)).toThrow(/not a calendar date/);
  });

  it('gives each state the due date the action plan shows as that state on that day', () => {
    expect(taskStates.map((state) => [state, dueDateFor(state, today)])).toEqual([
      ['overdue', '2027-02-25'],
      ['today', '2027-02-28'],
      ['tomorrow', '2027-03-01'],
      ['later', '2027-03-12'],
      ['done', '2027-02-22'],
    ]);
    const bucketOf = (state: TaskState) =>
      dueBucket({ id: state, title: state, ...stateEdit(state, today) }, clock);
    expect(taskStates.map(bucketOf)).toEqual(['overdue', 'today', 'tomorrow', null, null]);
    expect(stateEdit('done', today).completed).toBe(true);
    expect(taskStates.filter((state) => stateEdit(state, today).completed)).toEqual(['done']);
  });

  it('keeps each state on a later day (the dates move with today)', () => {
    const nextWeek = new Date(clock.getTime() + 7 * 24 * 60 * 60 * 1000);
    const later = saoPauloDate(nextWeek);
    const bucketOf = (state: TaskState) =>
      dueBucket({ id: state, title: state, ...stateEdit(state, later) }, nextWeek);
    expect(taskStates.map(bucketOf)).toEqual(['overdue', 'today', 'tomorrow', null, null]);
  });
});

describe('assignStates', () => {
  it('gives the first tasks one state each, then a second done task; the rest keep their dates', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    expect(assignStates(items).map(({ item, state }) => `${item}:${state}`)).toEqual([
      'a:overdue',
      'b:today',
      'c:tomorrow',
      'd:later',
      'e:done',
      'f:done',
    ]);
    expect(assignStates(items.slice(0, 5)).map(({ state }) => state)).toEqual([...taskStates]);
  });

  it('puts each edited state on the task its edits are about, by meaning, wherever it is in the plan', async () => {
    const { plan } = await localJourney(demoAnswerSets(), 'Luciana');
    const items = plan.map((task) => ({ title: task.title, metadata: { what: task.what } }));
    const titleOf = (state: TaskState) =>
      assignStates(items).find((entry) => entry.state === state)!.item.title;
    expect(titleOf('overdue')).toMatch(/pedidos e orçamentos/);
    expect(titleOf('today')).toMatch(/Publicar|anúncios/);
    expect(titleOf('tomorrow')).toMatch(/preços/);
    expect(titleOf('done')).toMatch(/indicação/);
    // Reversed, the same tasks get the same states.
    const reversed = assignStates([...items].reverse());
    for (const state of ['overdue', 'tomorrow'] as const)
      expect(reversed.find((entry) => entry.state === state)!.item.title).toBe(titleOf(state));
    // Every task at most once.
    const chosen = assignStates(items).map((entry) => entry.item);
    expect(new Set(chosen).size).toBe(chosen.length);
  });

  it('refuses a plan too small to show every state', () => {
    expect(() => assignStates(['a', 'b', 'c', 'd'])).toThrow(/at least 5/);
  });
});

describe('learningProgress', () => {
  it('completes all but the last material of the first module, opens that one and the next module’s first', () => {
    const progress = learningProgress([
      { moduleId: 'm1', materialIds: ['a', 'b', 'c'] },
      { moduleId: 'm2', materialIds: ['d', 'e'] },
    ]);
    expect(progress.complete).toEqual([
      { moduleId: 'm1', materialId: 'a' },
      { moduleId: 'm1', materialId: 'b' },
    ]);
    expect(progress.view).toEqual([
      { moduleId: 'm1', materialId: 'c' },
      { moduleId: 'm2', materialId: 'd' },
    ]);
  });

  it('never completes everything, and skips empty modules', () => {
    expect(learningProgress([{ moduleId: 'm1', materialIds: ['a'] }])).toEqual({
      complete: [],
      view: [{ moduleId: 'm1', materialId: 'a' }],
    });
    expect(
      learningProgress([
        { moduleId: 'empty', materialIds: [] },
        { moduleId: 'm2', materialIds: ['x', 'y'] },
      ]).complete,
    ).toEqual([{ moduleId: 'm2', materialId: 'x' }]);
    expect(learningProgress([])).toEqual({ complete: [], view: [] });
  });
});
