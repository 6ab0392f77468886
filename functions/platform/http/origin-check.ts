import { timingSafeEqual } from 'node:crypto';

/**
 * The header CloudFront adds to every request it forwards to the API (infra/stacks/web-stack.ts), with
 * the stage's origin secret. The API refuses requests without it before any handler work, so the
 * execute-api endpoint cannot bypass the web ACL (decision 0042).
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** The function's environment variable holding the secret; absent (the local gateway) = no check. */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET';

/**
 * Whether a request's headers carry the origin secret (a constant-time comparison). Without a
 * configured secret every request passes: the configuration decides, not where the code runs.
 */
export function originCheck(
  secret: string | undefined,
): (headers: Record<string, string | undefined> | undefined) => boolean {
  if (!secret) return () => true;
  const expected = Buffer.from(secret, 'utf8');
  return (headers) => {
    const given = Buffer.from(headers?.[ORIGIN_VERIFY_HEADER] ?? '', 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}
