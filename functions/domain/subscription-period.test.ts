import { describe, expect, it } from 'vitest';
import { PAID_ACCESS_MONTHS, TRIAL_DAYS } from './plans';
import {
  addCalendarMonths,
  defaultAdminExpiryDay,
  endOfSaoPauloDay,
  isCalendarDay,
  isPastDay,
  paidAccessPeriod,
  trialPeriod,
} from './subscription-period';

const at = (iso: string) => new Date(iso);

describe('addCalendarMonths', () => {
  it.each([
    ['2026-03-15T13:45:10.123Z', 12, '2027-03-15T13:45:10.123Z'],
    ['2026-01-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2028-02-29T23:59:59.000Z', 12, '2029-02-28T23:59:59.000Z'],
    ['2026-08-31T00:00:00.000Z', 13, '2027-09-30T00:00:00.000Z'],
    ['2026-12-15T12:00:00.000Z', 1, '2027-01-15T12:00:00.000Z'],
    ['2026-05-31T12:00:00.000Z', -3, '2026-02-28T12:00:00.000Z'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addCalendarMonths(at(from), months).toISOString()).toBe(expected);
  });

  it('does not change its argument and refuses fractions', () => {
    const from = at('2026-01-31T10:00:00.000Z');
    addCalendarMonths(from, 1);
    expect(from.toISOString()).toBe('2026-01-31T10:00:00.000Z');
    expect(() => addCalendarMonths(from, 1.5)).toThrow(RangeError);
  });
});

describe('access periods', () => {
  it('a payment grants exactly 12 calendar months from the payment', () => {
    expect(PAID_ACCESS_MONTHS).toBe(12);
    const period = paidAccessPeriod(at('2026-07-10T18:30:00.000Z'));
    expect(period.start.toISOString()).toBe('2026-07-10T18:30:00.000Z');
    expect(period.end.toISOString()).toBe('2027-07-10T18:30:00.000Z');
  });

  it('the trial lasts 30 days', () => {
    expect(TRIAL_DAYS).toBe(30);
    const period = trialPeriod(at('2026-01-15T09:00:00.000Z'));
    expect(period.end.toISOString()).toBe('2026-02-14T09:00:00.000Z');
  });
});

describe('admin expiry days (São Paulo)', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-01-01')).toBe(false);
  });

  it('gives access through the end of the São Paulo day', () => {
    expect(endOfSaoPauloDay('2026-12-24').toISOString()).toBe('2026-12-25T02:59:59.999Z');
  });

  it('defaults to 30 days ahead, counted in São Paulo', () => {
    // 01:00Z on 1 Dec is still 30 Nov in São Paulo.
    expect(defaultAdminExpiryDay(at('2026-12-01T01:00:00Z'), 30)).toBe('2026-12-30');
    expect(defaultAdminExpiryDay(at('2026-12-01T12:00:00Z'), 30)).toBe('2026-12-31');
  });

  it('refuses days before today in São Paulo, and allows today', () => {
    const now = at('2026-12-01T01:00:00Z'); // 30 Nov, 22:00 in São Paulo
    expect(isPastDay('2026-11-29', now)).toBe(true);
    expect(isPastDay('2026-11-30', now)).toBe(false);
    expect(isPastDay('2026-12-01', now)).toBe(false);
  });
});
