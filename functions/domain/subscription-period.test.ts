import { describe, expect, it } from 'vitest';
import { PAID_ACCESS_MONTHS, TRIAL_DAYS } from './plans';
import { addCalendarMonths, paidAccessPeriod, trialPeriod } from './subscription-period';

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
