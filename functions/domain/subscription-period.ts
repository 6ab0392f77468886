import { saoPauloDate } from './notifications';
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

/** São Paulo's offset; Brazil has kept no daylight saving time since 2019. */
const SAO_PAULO_OFFSET = '-03:00';
const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether 'yyyy-MM-dd' names a real calendar day (no 30 February). */
export function isCalendarDay(day: string): boolean {
  const parts = calendarDay.exec(day);
  if (!parts) return false;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** The last millisecond of a São Paulo calendar day: an admin's expiry date gives access through it. */
export function endOfSaoPauloDay(day: string): Date {
  return new Date(`${day}T23:59:59.999${SAO_PAULO_OFFSET}`);
}

/** The São Paulo calendar day ADMIN_SUBSCRIPTION_DAYS after `now`: the admin form's default expiry. */
export function defaultAdminExpiryDay(now: Date, days: number): string {
  return saoPauloDate(new Date(now.getTime() + days * DAY_MS));
}

/** Spec 5: an expiry date cannot be in the past (today, in São Paulo, is allowed). */
export function isPastDay(day: string, now: Date): boolean {
  return day < saoPauloDate(now);
}
