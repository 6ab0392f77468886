import * as z from 'zod';
import { instagramGraphMessages } from '../../contracts/messages/instagram-graph';

/**
 * Meta's error answers mapped to typed failures with a Portuguese reason for the user.
 *
 * The envelope: https://developers.facebook.com/docs/graph-api/guides/error-handling
 *   {"error": {"message", "type", "code", "error_subcode", "error_user_title", "error_user_msg",
 *    "fbtrace_id", "is_transient"}} (`is_transient` as in the Instagram example on
 *   https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/error-codes).
 *
 * Codes mapped (and where each comes from):
 * - 110 / subcode 2207013 ("Invalid user id", "Cannot find User"): Business Discovery on a name that is
 *   not a readable professional account. Not in Meta's error table; public client code in the search
 *   index shows Meta answering it both for a name that does not exist and for a personal account (one
 *   project's notes: "Meta does not distinguish a personal account from a nonexistent @: both return
 *   110/2207013"; another's test double answers 110/2207013 for a personal account). So one failure.
 * - 190 (access token expired, revoked or invalid, any subcode: 458, 459, 460, 463, 464, 467…) and 102
 *   (API session): error-handling page → the operator renews the token; the user is not told why.
 * - 10 and 200–299 (permission denied / missing): error-handling page → the operator's app lacks a
 *   permission (Business Discovery needs instagram_basic, instagram_manage_insights,
 *   pages_read_engagement: https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/business_discovery).
 * - 4 (app), 17 (user), 32 (page), 613 (custom) throttling and 341 (application limit): error-handling
 *   page; 80002 (Instagram Business Use Case limit): https://developers.facebook.com/docs/graph-api/overview/rate-limiting/.
 *   HTTP 429 likewise. Retried after the wait the usage headers give, within the client's budget.
 * - 1 (API unknown) and 2 (API service): "temporary issue due to downtime, wait and retry"
 *   (error-handling page); also any `is_transient: true` and any 5xx. Retried.
 * - anything else: a generic reason, not retried.
 */

export type GraphFailureKind =
  'not-readable' | 'invalid-username' | 'token' | 'permission' | 'rate-limited' | 'transient' | 'unexpected';

export const graphErrorBodySchema = z.object({
  message: z.string().optional(),
  type: z.string().optional(),
  code: z.number().int(),
  error_subcode: z.number().int().optional(),
  fbtrace_id: z.string().optional(),
  is_transient: z.boolean().optional(),
});
export const graphErrorEnvelopeSchema = z.object({ error: graphErrorBodySchema });
export type GraphErrorBody = z.infer<typeof graphErrorBodySchema>;

export const BUSINESS_DISCOVERY_NOT_READABLE = { code: 110, subcode: 2207013 } as const;
const TOKEN_CODES = new Set([190, 102]);
const RATE_LIMIT_CODES = new Set([4, 17, 32, 341, 613, 80002]);
const TRANSIENT_CODES = new Set([1, 2]);
const isPermissionCode = (code: number) => code === 10 || (code >= 200 && code <= 299);

/**
 * A failed read. `message` is the reason the user may see (pt-BR, from the catalogue); `diagnostic` is
 * for the operator's log (codes, fbtrace id; never the token); `operatorAlert` marks what only the
 * operator can fix (the token, the app's permissions).
 */
export class InstagramGraphError extends Error {
  override name = 'InstagramGraphError';
  readonly kind: GraphFailureKind;
  readonly operatorAlert: boolean;
  readonly retryable: boolean;
  /** How long Meta asks to wait before trying again (from the usage headers), when it says. */
  readonly waitMs: number | null;
  readonly diagnostic: string;
  readonly graph: GraphErrorBody | null;

  constructor(
    kind: GraphFailureKind,
    reason: string,
    options: { diagnostic: string; graph?: GraphErrorBody | null; waitMs?: number | null },
  ) {
    super(reason);
    this.kind = kind;
    this.operatorAlert = kind === 'token' || kind === 'permission';
    this.retryable = kind === 'rate-limited' || kind === 'transient';
    this.waitMs = options.waitMs ?? null;
    this.diagnostic = options.diagnostic;
    this.graph = options.graph ?? null;
  }
}

const text = instagramGraphMessages.failures;

function reasonFor(kind: GraphFailureKind, username: string): string {
  switch (kind) {
    case 'not-readable':
      return text.notReadable(username);
    case 'invalid-username':
      return text.invalidUsername(username);
    case 'rate-limited':
      return text.rateLimited;
    default:
      return text.unavailable;
  }
}

export function graphFailure(
  kind: GraphFailureKind,
  username: string,
  diagnostic: string,
  extra: { graph?: GraphErrorBody | null; waitMs?: number | null } = {},
): InstagramGraphError {
  return new InstagramGraphError(kind, reasonFor(kind, username), { diagnostic, ...extra });
}

function kindOf(status: number, error: GraphErrorBody | null): GraphFailureKind {
  if (error) {
    const { code, error_subcode: subcode } = error;
    if (code === BUSINESS_DISCOVERY_NOT_READABLE.code && subcode === BUSINESS_DISCOVERY_NOT_READABLE.subcode)
      return 'not-readable';
    if (TOKEN_CODES.has(code)) return 'token';
    if (isPermissionCode(code)) return 'permission';
    if (RATE_LIMIT_CODES.has(code)) return 'rate-limited';
    if (error.is_transient === true || TRANSIENT_CODES.has(code)) return 'transient';
  }
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'transient';
  return 'unexpected';
}

/** Maps an answer that was not a success (status ≥ 300 or an `error` body) to a failure. */
export function classifyGraphAnswer(
  status: number,
  body: unknown,
  headers: Headers,
  username: string,
): InstagramGraphError {
  const parsed = graphErrorEnvelopeSchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : null;
  const kind = kindOf(status, error);
  const diagnostic = error
    ? `HTTP ${status}, Graph error ${error.code}${error.error_subcode ? `/${error.error_subcode}` : ''}` +
      `${error.type ? ` (${error.type})` : ''}${error.fbtrace_id ? `, fbtrace_id ${error.fbtrace_id}` : ''}`
    : `HTTP ${status} without a Graph error body`;
  const waitMs = kind === 'rate-limited' ? usageWaitMs(headers) : null;
  return graphFailure(kind, username, diagnostic, { graph: error, waitMs });
}

const appUsageSchema = z.object({
  call_count: z.number().optional(),
  total_cputime: z.number().optional(),
  total_time: z.number().optional(),
});
const bucUsageSchema = z.record(
  z.string(),
  z.array(
    appUsageSchema.extend({
      type: z.string().optional(),
      /** Minutes until the business use case is no longer throttled. */
      estimated_time_to_regain_access: z.number().optional(),
    }),
  ),
);

function json(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * How long Meta asks to wait, from the rate-limiting headers
 * (https://developers.facebook.com/docs/graph-api/overview/rate-limiting/): `X-Business-Use-Case-Usage`
 * (Instagram requests are Business Use Case limited) carries `estimated_time_to_regain_access` in
 * minutes per business; `Retry-After` in seconds if present. `X-App-Usage` gives percentages only, with
 * no time: at 100 % the caller falls back to its own backoff. Null when no header says.
 */
export function usageWaitMs(headers: Headers): number | null {
  const waits: number[] = [];
  const buc = bucUsageSchema.safeParse(json(headers.get('x-business-use-case-usage')));
  if (buc.success) {
    for (const entries of Object.values(buc.data)) {
      for (const entry of entries) {
        if (entry.estimated_time_to_regain_access !== undefined)
          waits.push(entry.estimated_time_to_regain_access * 60_000);
      }
    }
  }
  const retryAfter = Number(headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) waits.push(retryAfter * 1000);
  return waits.length > 0 ? Math.max(...waits) : null;
}

/** The highest usage percentage the headers report (0–100), for the operator's log; null if none. */
export function usagePercent(headers: Headers): number | null {
  const values: number[] = [];
  const app = appUsageSchema.safeParse(json(headers.get('x-app-usage')));
  if (app.success) values.push(...Object.values(app.data).filter((v) => typeof v === 'number'));
  const buc = bucUsageSchema.safeParse(json(headers.get('x-business-use-case-usage')));
  if (buc.success) {
    for (const entries of Object.values(buc.data)) {
      for (const { call_count, total_cputime, total_time } of entries) {
        for (const v of [call_count, total_cputime, total_time]) if (typeof v === 'number') values.push(v);
      }
    }
  }
  return values.length > 0 ? Math.max(...values) : null;
}
