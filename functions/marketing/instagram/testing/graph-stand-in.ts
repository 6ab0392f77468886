import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A small Graph-compatible server for tests and the local demo: it answers Business Discovery reads
 * (`GET /v25.0/{accountId}?fields=business_discovery.username(NAME){…media.after(C).limit(N){…}}`)
 * from ./fixtures, in the shapes Meta documents:
 * - the answer and the media edge's paging (`data`, `paging.cursors.{before,after}`, `paging.next`):
 *   https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/business_discovery
 *   and https://developers.facebook.com/docs/graph-api/results (cursor-based pagination);
 * - the error envelope: https://developers.facebook.com/docs/graph-api/guides/error-handling;
 * - the usage headers: https://developers.facebook.com/docs/graph-api/overview/rate-limiting/.
 * Fixtures: `<username>.json` is a business profile with all its media newest first (the server pages
 * them); `errors.json` holds the error answers and the personal accounts, which answer the same error as
 * an unknown name (as Meta does: see ../graph-errors.ts).
 *
 * Only node built-ins (it also serves `npm start`'s demo): no test framework here.
 */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const STAND_IN_VERSION = 'v25.0';
export const STAND_IN_ACCOUNT_ID = '17841400000000999';
export const STAND_IN_TOKEN = 'stand-in-token';

/**
 * What the next requests answer instead of the fixtures, in order (each once, or `times` times);
 * `answer` lets a request through, to aim a failure at a later one (a second page).
 */
export type StandInFailure =
  | { kind: 'answer' }
  | { kind: 'expired-token' }
  | { kind: 'rate-limited'; regainAccessMinutes?: number }
  | { kind: 'server-error' };

export interface StandInRequest {
  path: string;
  fields: string;
  /** Whether the request carried the expected token (the token itself is never recorded). */
  authorized: boolean;
}

export interface GraphStandIn {
  /** e.g. http://127.0.0.1:PORT/v25.0 */
  baseUrl: string;
  accountId: string;
  accessToken: string;
  requests: StandInRequest[];
  failNext(failure: StandInFailure, times?: number): void;
  close(): Promise<void>;
}

interface ErrorAnswer {
  status: number;
  headers?: Record<string, string>;
  body: { error: Record<string, unknown> };
}
interface ErrorFixtures {
  personalAccounts: string[];
  notReadable: ErrorAnswer;
  expiredToken: ErrorAnswer;
  invalidToken: ErrorAnswer;
  rateLimited: ErrorAnswer;
  serverError: ErrorAnswer;
}
interface ProfileFixture {
  business_discovery: Record<string, unknown> & { username: string; media: Record<string, unknown>[] };
}

function loadFixtures() {
  const errors = JSON.parse(readFileSync(path.join(FIXTURES, 'errors.json'), 'utf8')) as ErrorFixtures;
  const profiles = new Map<string, ProfileFixture>();
  for (const file of readdirSync(FIXTURES)) {
    if (!file.endsWith('.json') || file === 'errors.json') continue;
    const profile = JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as ProfileFixture;
    profiles.set(profile.business_discovery.username.toLowerCase(), profile);
  }
  return { errors, profiles };
}

const cursorOf = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
function offsetOf(cursor: string): number | null {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}

/** Reads the parts of the fields expression the stand-in understands. */
function parseFields(fields: string) {
  const discovery = /^business_discovery\.username\(([^)]*)\)\{(.*)\}$/.exec(fields);
  if (!discovery) return null;
  const [, username, inner] = discovery as unknown as [string, string, string];
  const media = /(?:^|,)media((?:\.(?:after|limit)\([^)]*\))*)\{([^}]*)\}/.exec(inner);
  const modifiers = media?.[1] ?? '';
  return {
    username,
    fields: inner
      .replace(media?.[0] ?? '', '')
      .split(',')
      .filter(Boolean),
    media: media
      ? {
          limit: Number(/\.limit\((\d+)\)/.exec(modifiers)?.[1] ?? 25),
          after: /\.after\(([^)]*)\)/.exec(modifiers)?.[1],
          fields: media[2]!.split(','),
        }
      : null,
  };
}

const pick = (object: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]]));

export async function startGraphStandIn(): Promise<GraphStandIn> {
  const { errors, profiles } = loadFixtures();
  const failures: StandInFailure[] = [];
  const requests: StandInRequest[] = [];

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = url.searchParams.get('access_token') ?? bearer;
    const fields = url.searchParams.get('fields') ?? '';
    const authorized = token === STAND_IN_TOKEN;
    requests.push({ path: url.pathname, fields, authorized });

    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        'content-type': 'application/json; charset=UTF-8',
        // Low, steady usage (Instagram requests count against the Business Use Case limit).
        'x-business-use-case-usage': JSON.stringify({
          [STAND_IN_ACCOUNT_ID]: [
            {
              type: 'instagram',
              call_count: 2,
              total_cputime: 1,
              total_time: 1,
              estimated_time_to_regain_access: 0,
            },
          ],
        }),
        ...headers,
      });
      response.end(JSON.stringify(body));
    };
    const sendError = (answer: ErrorAnswer, replace: Record<string, string> = {}) => {
      const fill = (text: string) =>
        Object.entries(replace).reduce((t, [k, v]) => t.split(`{${k}}`).join(v), text);
      const body = JSON.parse(fill(JSON.stringify(answer.body))) as unknown;
      const headers = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([k, v]) => [k, fill(v)]));
      send(answer.status, body, headers);
    };

    if (request.method !== 'GET' || url.pathname !== `/${STAND_IN_VERSION}/${STAND_IN_ACCOUNT_ID}`) {
      return send(400, {
        error: {
          message: 'Unsupported get request.',
          type: 'GraphMethodException',
          code: 100,
          error_subcode: 33,
        },
      });
    }
    if (!authorized) return sendError(errors.invalidToken);
    const failure = failures.shift();
    if (failure?.kind === 'expired-token') return sendError(errors.expiredToken);
    if (failure?.kind === 'server-error') return sendError(errors.serverError);
    if (failure?.kind === 'rate-limited')
      return sendError(errors.rateLimited, { minutes: String(failure.regainAccessMinutes ?? 0) });

    const query = parseFields(fields);
    if (!query)
      return send(400, { error: { message: '(#100) Invalid fields', type: 'OAuthException', code: 100 } });
    const name = query.username.toLowerCase();
    const profile = profiles.get(name);
    if (!profile || errors.personalAccounts.includes(name)) {
      return sendError(errors.notReadable, { username: query.username });
    }
    const { media: allMedia, ...account } = profile.business_discovery;
    const answer: Record<string, unknown> = { ...pick(account, query.fields), id: account.id };
    if (query.media) {
      const start = query.media.after ? offsetOf(query.media.after) : 0;
      if (start === null)
        return send(400, { error: { message: 'Invalid cursor', type: 'OAuthException', code: 100 } });
      const page = allMedia.slice(start, start + query.media.limit);
      const end = start + page.length;
      answer.media = {
        data: page.map((item) => pick(item, query.media!.fields)),
        ...(page.length > 0 && {
          paging: {
            cursors: { before: cursorOf(start), after: cursorOf(end) },
            ...(end < allMedia.length && { next: `https://stand-in/next?after=${cursorOf(end)}` }),
          },
        }),
      };
    }
    send(200, { business_discovery: answer, id: STAND_IN_ACCOUNT_ID });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/${STAND_IN_VERSION}`,
    accountId: STAND_IN_ACCOUNT_ID,
    accessToken: STAND_IN_TOKEN,
    requests,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
