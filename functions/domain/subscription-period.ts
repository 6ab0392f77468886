import { PAID_ACCESS_MONTHS, TRIAL_DAYS } from './plans';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccessPeriod {
  start: Date;
  end: Date;
}

/**
 * `from` plus whole calendar months, in UTC, keeping the time of day. When the target month is
 * shorter the day is clamped to its last day (31 Jan + 1 month = 28/29 Feb; 29 Feb 2028 + 12 months
 * = 28 Feb 2029), so a period never spills into the month after.
 */
export function addCalendarMonths(from: Date, months: number): Date {
  if (!Number.isInteger(months)) throw new RangeError('months must be an integer');
  const firstOfTarget = new Date(from.getTime());
  firstOfTarget.setUTCDate(1);
  firstOfTarget.setUTCMonth(firstOfTarget.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return firstOfTarget;
}

/** A payment grants exactly PAID_ACCESS_MONTHS calendar months of access from the moment paid. */
export function paidAccessPeriod(start: Date): AccessPeriod {
  return { start, end: addCalendarMonths(start, PAID_ACCESS_MONTHS) };
}

/** The free trial: TRIAL_DAYS days (of 24 h) from sign-up. */
export function trialPeriod(start: Date): AccessPeriod {
  return { start, end: new Date(start.getTime() + TRIAL_DAYS * DAY_MS) };
}
