import { describe, expect, it } from 'vitest';
import {
  averagePendingWeight,
  dashboardPriorityItems,
  normalizePriority,
  parsePriority,
  priorityWeight,
  sortByPriority,
} from './priorities';

describe('normalizePriority / priorityWeight', () => {
  it.each([
    ['high', 'high', 'high', 3],
    ['medium', 'medium', 'medium', 2],
    ['low', 'low', 'low', 1],
    ['HIGH', 'high', 'high', 3],
    [' low ', 'low', 'low', 1],
    ['alta', 'high', 'high', 3],
    ['Média', 'medium', 'medium', 2],
    ['media', 'medium', 'medium', 2],
    ['baixa', 'low', 'low', 1],
    ['urgent', null, 'medium', 0],
    ['', null, 'medium', 0],
    [null, null, 'medium', 0],
    [undefined, null, 'medium', 0],
    [3, null, 'medium', 0],
  ])('%j → parsed %j, normalized %s, weight %s', (value, parsed, normalized, weight) => {
    expect(parsePriority(value)).toBe(parsed);
    expect(normalizePriority(value)).toBe(normalized);
    expect(priorityWeight(value)).toBe(weight);
  });
});

const item = (id: string, priority: string | null, completed = false) => ({ id, priority, completed });

describe('sortByPriority', () => {
  it.each([
    [
      'high, medium, low, then unknown',
      [item('u', 'x'), item('l', 'low'), item('m', 'medium'), item('h', 'high'), item('n', null)],
      ['h', 'm', 'l', 'u', 'n'],
    ],
    [
      'incomplete before complete, whatever the priority',
      [
        item('hDone', 'high', true),
        item('lowOpen', 'low'),
        item('mDone', 'medium', true),
        item('uOpen', 'zzz'),
      ],
      ['lowOpen', 'uOpen', 'hDone', 'mDone'],
    ],
    [
      'equal items keep their input order',
      [item('a', 'high'), item('b', 'high'), item('c', 'alta')],
      ['a', 'b', 'c'],
    ],
    ['empty', [], []],
  ])('%s', (_, items, expected) => {
    expect(sortByPriority(items).map((i) => i.id)).toEqual(expected);
  });

  it('does not mutate its input', () => {
    const items = [item('l', 'low'), item('h', 'high')];
    sortByPriority(items);
    expect(items.map((i) => i.id)).toEqual(['l', 'h']);
  });
});

describe('dashboardPriorityItems', () => {
  const items = [
    item('done-high', 'high', true),
    item('low1', 'low'),
    item('high1', 'high'),
    item('med1', 'medium'),
    item('high2', 'high'),
    item('unknown', 'whatever'),
  ];

  it.each([
    [undefined, ['high1', 'high2', 'med1', 'low1']],
    [2, ['high1', 'high2']],
    [10, ['high1', 'high2', 'med1', 'low1', 'unknown', 'done-high']],
    [0, []],
    [-1, []],
  ])('limit %s → %j', (limit, expected) => {
    expect(dashboardPriorityItems(items, limit).map((i) => i.id)).toEqual(expected);
  });

  it('fills with completed items when fewer than 4 are pending', () => {
    expect(dashboardPriorityItems([item('a', 'low', true), item('b', 'low')]).map((i) => i.id)).toEqual([
      'b',
      'a',
    ]);
  });
});

describe('averagePendingWeight', () => {
  it.each([
    ['no items', [], 0],
    ['only completed', [item('a', 'high', true)], 0],
    ['high and low pending', [item('a', 'high'), item('b', 'low')], 2],
    ['completed ignored', [item('a', 'high'), item('b', 'low', true)], 3],
    ['unknown weighs 0', [item('a', 'high'), item('b', '?')], 1.5],
  ])('%s → %s', (_, items, average) => {
    expect(averagePendingWeight(items)).toBe(average);
  });
});
