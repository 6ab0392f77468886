import { describe, expect, it } from 'vitest';
import { calculateUserProgress, type UserProgressInput } from './user-progress';

const diagnostics = ['fundador', 'negocio', 'sistema-gestao', 'investidor'].map((id) => ({ id }));
const results = (completed: number, pending = 0) => [
  ...diagnostics.slice(0, completed).map((d) => ({ diagnosticId: d.id, completed: true })),
  ...diagnostics.slice(completed, completed + pending).map((d) => ({ diagnosticId: d.id, completed: false })),
];
const items = (done: number, total: number) =>
  Array.from({ length: total }, (_, index) => ({ completed: index < done }));

const input = (change: Partial<UserProgressInput> = {}): UserProgressInput => ({
  diagnostics,
  results: [],
  actionItems: [],
  resourcesViewed: 0,
  resourcesTotal: 0,
  ...change,
});

describe('calculateUserProgress', () => {
  it.each<
    [string, UserProgressInput, [number, number, number], [number, number, number], [number, number], number]
  >([
    ['nothing at all', input(), [0, 4, 0], [0, 0, 0], [0, 0], 0],
    ['2 of 4 diagnostics, one pending', input({ results: results(2, 1) }), [2, 4, 50], [0, 0, 0], [0, 0], 17],
    [
      'everything complete',
      input({ results: results(4), actionItems: items(5, 5), resourcesViewed: 10, resourcesTotal: 10 }),
      [4, 4, 100],
      [5, 5, 100],
      [10, 100],
      100,
    ],
    [
      'thirds are rounded per area, overall from the unrounded fractions',
      input({ results: results(1), actionItems: items(1, 3), resourcesViewed: 2, resourcesTotal: 3 }),
      [1, 4, 25],
      [1, 3, 33],
      [2, 67],
      42, // (25 + 33.33 + 66.67) / 3 = 41.67
    ],
    [
      'viewed beyond the total caps at 100%',
      input({ resourcesViewed: 12, resourcesTotal: 10 }),
      [0, 4, 0],
      [0, 0, 0],
      [12, 100],
      33,
    ],
    [
      'negative viewed counts as 0',
      input({ resourcesViewed: -3, resourcesTotal: 10 }),
      [0, 4, 0],
      [0, 0, 0],
      [0, 0],
      0,
    ],
    [
      'materials viewed but none exist',
      input({ resourcesViewed: 3, resourcesTotal: 0 }),
      [0, 4, 0],
      [0, 0, 0],
      [3, 0],
      0,
    ],
    [
      'results of unlisted diagnostics are ignored',
      input({ results: [{ diagnosticId: 'removed', completed: true }] }),
      [0, 4, 0],
      [0, 0, 0],
      [0, 0],
      0,
    ],
    [
      'no diagnostics published',
      input({ diagnostics: [], actionItems: items(1, 2) }),
      [0, 0, 0],
      [1, 2, 50],
      [0, 0],
      17,
    ],
  ])('%s', (_, given, [dDone, dTotal, dPct], [aDone, aTotal, aPct], [rViewed, rPct], overall) => {
    expect(calculateUserProgress(given)).toEqual({
      diagnostics_completed: dDone,
      diagnostics_total: dTotal,
      diagnostics_percentage: dPct,
      actions_completed: aDone,
      actions_total: aTotal,
      actions_percentage: aPct,
      resources_viewed: rViewed,
      resources_total: Math.max(0, given.resourcesTotal),
      resources_percentage: rPct,
      overall_percentage: overall,
    });
  });
});
