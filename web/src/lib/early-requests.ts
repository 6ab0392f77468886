/*
 * A signed-in page's preview (prerender/boot-script.ts) starts the API reads of the page's first render
 * while the app's modules are still downloading, with the stored access token the app would send. The
 * API client (api-client.ts) takes each answer instead of asking again: the data arrives about when the
 * app starts rather than after it. Kept on window under this key, by API path.
 */
export const EARLY_REQUESTS = '__earlyRequests';

/** How long an early answer may wait for the app: older ones are not used (the app asks afresh). */
export const EARLY_REQUEST_MAX_AGE_MS = 15_000;

export interface EarlyRequest {
  at: number;
  response: Promise<Response>;
}

type EarlyRequests = Record<string, EarlyRequest | undefined>;

const pending = (): EarlyRequests | undefined =>
  typeof window === 'undefined'
    ? undefined
    : ((window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS] ?? undefined);

/** The early answer to a GET of `path`, once; undefined when none was started or it is too old. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const requests = pending();
  const early = requests?.[path];
  if (!requests || !early) return undefined;
  delete requests[path];
  return Date.now() - early.at <= EARLY_REQUEST_MAX_AGE_MS ? early.response : undefined;
}

/** After a write, no early answer may be used: it may predate the change. */
export function forgetEarlyResponses(): void {
  const requests = pending();
  if (requests) for (const path of Object.keys(requests)) delete requests[path];
}
