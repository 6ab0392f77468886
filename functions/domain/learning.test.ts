import { describe, expect, it } from 'vitest';
import { formatEstimatedTime, isNew, pagerNumbers, parsePresentation } from './learning';

describe('formatEstimatedTime (spec 9)', () => {
  it.each([
    [0, '0 min'],
    [15, '15 min'],
    [59, '59 min'],
    [60, '1h 0min'],
    [75, '1h 15min'],
    [130, '2h 10min'],
  ])('%s minutes → %s', (minutes, shown) => {
    expect(formatEstimatedTime(minutes)).toBe(shown);
  });
});

describe('isNew (spec 9: within 7 days)', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  it.each([
    ['2026-11-24T11:00:00.000Z', true],
    ['2026-11-17T12:00:00.000Z', true],
    ['2026-11-17T11:59:59.000Z', false],
    ['2026-10-01T00:00:00.000Z', false],
    ['não é data', false],
  ])('%s → %s', (createdAt, expected) => {
    expect(isNew(createdAt, now)).toBe(expected);
  });
});

describe('parsePresentation (spec 2.1)', () => {
  it('a JSON array with at least one slide with content, caption or image', () => {
    expect(parsePresentation('[{"title":"A"},{"caption":"B"}]')).toEqual({
      kind: 'slides',
      slides: [{ title: 'A' }, { caption: 'B' }],
    });
  });

  it('a slides-service URL or a bare id', () => {
    expect(parsePresentation('https://docs.google.com/presentation/d/abc/edit')).toMatchObject({
      kind: 'service',
    });
    expect(parsePresentation('1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVwXyZ_-abcdE')).toEqual({
      kind: 'service',
      url: 'https://docs.google.com/presentation/d/1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVwXyZ_-abcdE/embed',
    });
  });

  it.each([
    ['[{"title":"Só título"}]', 'Nenhum slide'],
    ['[]', 'Nenhum slide'],
    ['[{"content":', 'JSON inválido'],
    ['{"content":"x"}', 'não é um endereço'],
    ['https://exemplo.com.br/slides', 'exemplo.com.br'],
    ['curto', 'não é um endereço'],
  ])('invalid: %s', (content, reason) => {
    const parsed = parsePresentation(content);
    expect(parsed.kind).toBe('invalid');
    expect(parsed.kind === 'invalid' && parsed.reason).toContain(reason);
  });
});

describe('pagerNumbers (spec 2.1: every number up to 10 slides, abbreviated beyond)', () => {
  it('up to 10 slides: all of them', () => {
    expect(pagerNumbers(10, 4)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('beyond: first, last and the neighbours of the current one', () => {
    expect(pagerNumbers(12, 6)).toEqual([1, '…', 5, 6, 7, '…', 12]);
    expect(pagerNumbers(12, 1)).toEqual([1, 2, '…', 12]);
    expect(pagerNumbers(12, 12)).toEqual([1, '…', 11, 12]);
  });
});
