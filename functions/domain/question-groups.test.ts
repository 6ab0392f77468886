import { describe, expect, it } from 'vitest';
import { groupQuestions, type GroupableQuestion } from './question-groups';

type Q = GroupableQuestion & { id: string };

const q = (
  id: string,
  orderNumber: number,
  section: string,
  extra: Partial<NonNullable<Q['metadata']>> = {},
): Q => ({
  id,
  orderNumber,
  metadata: { section, ...extra },
});

const shape = (questions: Q[]) =>
  groupQuestions(questions).map((group) => [group.section, group.questions.map((question) => question.id)]);

describe('groupQuestions', () => {
  it.each<[string, Q[], [string, string[]][]]>([
    ['no questions', [], []],
    [
      'one section, questions by orderNumber',
      [q('c', 3, 'a'), q('a', 1, 'a'), q('b', 2, 'a')],
      [['a', ['a', 'b', 'c']]],
    ],
    [
      'sections ordered by their lowest orderNumber, not by name or input order',
      [q('z1', 5, 'zeta'), q('a1', 2, 'alpha'), q('z0', 1, 'zeta'), q('a2', 9, 'alpha')],
      [
        ['zeta', ['z0', 'z1']],
        ['alpha', ['a1', 'a2']],
      ],
    ],
    [
      'interleaved sections stay whole',
      [q('1', 1, 'x'), q('2', 2, 'y'), q('3', 3, 'x'), q('4', 4, 'y')],
      [
        ['x', ['1', '3']],
        ['y', ['2', '4']],
      ],
    ],
    [
      'equal order numbers keep input order',
      [q('second', 1, 's'), q('first', 1, 's'), q('other', 1, 't')],
      [
        ['s', ['second', 'first']],
        ['t', ['other']],
      ],
    ],
    [
      'a question without a section goes to the "" group',
      [{ id: 'loose', orderNumber: 0, metadata: null }, q('a', 1, 'a')],
      [
        ['', ['loose']],
        ['a', ['a']],
      ],
    ],
  ])('%s', (_, questions, expected) => {
    expect(shape(questions)).toEqual(expected);
  });

  it.each<[string, Q[], string, string]>([
    [
      'title and description from the first question carrying them',
      [
        q('1', 1, 's'),
        q('2', 2, 's', { section_title: 'Perfil', section_description: 'Quem é você' }),
        q('3', 3, 's', { section_title: 'Outro', section_description: 'Outra' }),
      ],
      'Perfil',
      'Quem é você',
    ],
    [
      'first in orderNumber order, not input order',
      [q('late', 9, 's', { section_title: 'Tardio' }), q('early', 1, 's', { section_title: 'Cedo' })],
      'Cedo',
      '',
    ],
    [
      'blank titles are skipped',
      [q('1', 1, 's', { section_title: '  ' }), q('2', 2, 's', { section_title: 'Real' })],
      'Real',
      '',
    ],
    ['no title falls back to the section key, no description to ""', [q('1', 1, 'financas')], 'financas', ''],
  ])('%s', (_, questions, title, description) => {
    const [group] = groupQuestions(questions);
    expect(group?.title).toBe(title);
    expect(group?.description).toBe(description);
  });

  it('does not mutate its input', () => {
    const questions = [q('b', 2, 's'), q('a', 1, 's')];
    groupQuestions(questions);
    expect(questions.map((question) => question.id)).toEqual(['b', 'a']);
  });
});
