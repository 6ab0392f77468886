import { now } from './clock';

/**
 * Items that expire: DynamoDB deletes them after their `ttl` (tableSchema.timeToLiveAttribute, Unix
 * seconds), usually within a few days of it. Nothing reads `ttl`: every reader still checks its own
 * validity (an impersonation session its `expiresAt`, a quota its day), so an item DynamoDB has not yet
 * deleted behaves as before. The entities set it themselves on every write (an ElectroDB attribute
 * watching all attributes), so no call site can forget it.
 */

const DAY_SECONDS = 24 * 60 * 60;

/** How long each kind of expiring item is kept, in seconds after its last write (or its own end). */
export const RETENTION_SECONDS = {
  /**
   * A Stripe event seen (the webhook's idempotency record): Stripe retries an undelivered event for up
   * to 3 days and its events can be resent by hand for 30 days; 35 days covers both. An older event
   * that arrives anyway is still refused by the subscription's revision check (functions/payments/billing.ts).
   */
  stripeEvent: 35 * DAY_SECONDS,
  /**
   * An impersonation session, after its `expiresAt`: the auth middleware refuses it from then on;
   * the audit items keep the security log (who impersonated whom, when), not this item.
   */
  impersonationSessionAfterEnd: 1 * DAY_SECONDS,
  /** A daily quota counter (rate limit of costly work), after its last write of the day. */
  dailyQuota: 8 * DAY_SECONDS,
  /**
   * One area's generated tasks, kept for the plan generation's last step: a run ends within its
   * 30 minutes (the generation is stale after 35), so a day is ample; the plan's own items replace it.
   */
  planAreaDraft: 1 * DAY_SECONDS,
  /** A sign-up waiting for its e-mailed code (functions/auth/sign-ups.ts): a month to confirm it. */
  pendingSignUp: 30 * DAY_SECONDS,
  /** A client address's hourly sign-up counter, after its last write. */
  signUpCounter: 1 * DAY_SECONDS,
  /**
   * An audit record (functions/platform/data/audit-log.ts), after it was written: five years, the
   * period in which a claim about an admin's action on an account can still be brought (CDC art. 27);
   * docs/decisions/0047-my-data-export-and-account-deletion.md.
   */
  auditRecord: 5 * 365 * DAY_SECONDS,
} as const;

/** Unix seconds of an ISO 8601 timestamp. */
export const epochSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/** The `ttl` of an item written now and kept `seconds` (the data layer's clock). */
export const expiresIn = (seconds: number): number => epochSeconds(now()) + seconds;
