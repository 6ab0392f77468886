import { describe, expect, it } from 'vitest';
import { sectionAnswersVersion, sectionReadiness } from './section-analysis';

const question = (id: string, orderNumber: number, section: string) => ({
  id,
  orderNumber,
  metadata: { section, section_title: section.toUpperCase() },
});
const questions = [question('a1', 10, 'a'), question('a2', 20, 'a'), question('b1', 30, 'b')];
const answer = (questionId: string, updatedAt: string, value: unknown = 3) => ({
  questionId,
  updatedAt,
  optionId: null,
  value,
  metadata: {},
});

describe('sectionReadiness', () => {
  it.each([
    ['every question answered validly', [answer('a1', 't1'), answer('a2', 't2')], 'ready'],
    ['a question unanswered', [answer('a1', 't1')], 'incomplete'],
    [
      'an invalid answer (no option, value or text)',
      [answer('a1', 't1'), answer('a2', 't2', null)],
      'incomplete',
    ],
    ["answers of another section don't count", [answer('a1', 't1'), answer('b1', 't2')], 'incomplete'],
  ])('%s → %s', (_name, answers, state) => {
    const readiness = sectionReadiness(questions, answers, 'a');
    expect(readiness.state).toBe(state);
    if (readiness.state !== 'unknown') {
      expect(readiness.group.questions.map((q) => q.id)).toEqual(['a1', 'a2']);
      expect(readiness.group.title).toBe('A');
    }
  });

  it('a key that names no section is unknown', () => {
    expect(sectionReadiness(questions, [], 'nope')).toEqual({ state: 'unknown' });
  });
});

describe('sectionAnswersVersion', () => {
  it('is the newest updatedAt of the section’s answers only', () => {
    const answers = [
      answer('a1', '2026-01-02T10:00:00.000Z'),
      answer('a2', '2026-01-01T10:00:00.000Z'),
      answer('b1', '2026-03-01T10:00:00.000Z'),
    ];
    expect(sectionAnswersVersion(questions.slice(0, 2), answers)).toBe('2026-01-02T10:00:00.000Z');
  });

  it('is empty without answers', () => {
    expect(sectionAnswersVersion(questions, [])).toBe('');
  });
});
