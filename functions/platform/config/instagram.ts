import * as z from 'zod';
import { ConfigError } from './config-error';

/**
 * The Instagram data source (Meta's Graph API, Business Discovery; docs/decisions/0053 and 0054): read
 * here and nowhere else. Configured ⇔ an access token (locally `INSTAGRAM_ACCESS_TOKEN`; in the cloud the
 * Secrets Manager secret named by `INSTAGRAM_TOKEN_SECRET_NAME`, read by the workflow step only) and the
 * operator's professional account id. Not configured: creation is refused and the form says 'EM BREVE'.
 */

/** Meta's Graph base with the version pinned (functions/marketing/instagram/graph-client.ts). */
export const DEFAULT_INSTAGRAM_GRAPH_URL = 'https://graph.facebook.com/v25.0';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** https, or http on loopback only (the local stand-in); a plain base, no credentials, query or hash. */
function isGraphBase(value: string): boolean {
  try {
    const url = new URL(value);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    const scheme = url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
    return scheme && !url.username && !url.password && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const instagramSchema = z.object({
  INSTAGRAM_GRAPH_URL: optional.refine((value) => value === undefined || isGraphBase(value), {
    message: 'INSTAGRAM_GRAPH_URL must be an https base URL (http only on loopback)',
  }),
  INSTAGRAM_ACCESS_TOKEN: optional,
  INSTAGRAM_TOKEN_SECRET_NAME: optional,
  INSTAGRAM_ACCOUNT_ID: optional.refine((value) => value === undefined || /^\d{1,32}$/.test(value), {
    message: 'INSTAGRAM_ACCOUNT_ID must be the numeric id of an Instagram professional account',
  }),
});

export type InstagramToken = { kind: 'value'; value: string } | { kind: 'secret'; secretName: string };

export type InstagramConfig =
  | { configured: false; missing: string[] }
  | { configured: true; graphUrl: string; accountId: string; token: InstagramToken };

/** The Instagram configuration of an environment (read on each call: cheap, and tests switch it). */
export function instagramConfig(env: Record<string, string | undefined> = process.env): InstagramConfig {
  const result = instagramSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid Instagram configuration:\n  - ${problems.join('\n  - ')}`);
  }
  const { INSTAGRAM_GRAPH_URL, INSTAGRAM_ACCESS_TOKEN, INSTAGRAM_TOKEN_SECRET_NAME, INSTAGRAM_ACCOUNT_ID } =
    result.data;
  const token: InstagramToken | undefined = INSTAGRAM_ACCESS_TOKEN
    ? { kind: 'value', value: INSTAGRAM_ACCESS_TOKEN }
    : INSTAGRAM_TOKEN_SECRET_NAME
      ? { kind: 'secret', secretName: INSTAGRAM_TOKEN_SECRET_NAME }
      : undefined;
  if (!token || !INSTAGRAM_ACCOUNT_ID) {
    const missing = [
      ...(token ? [] : ['INSTAGRAM_ACCESS_TOKEN (or INSTAGRAM_TOKEN_SECRET_NAME)']),
      ...(INSTAGRAM_ACCOUNT_ID ? [] : ['INSTAGRAM_ACCOUNT_ID']),
    ];
    return { configured: false, missing };
  }
  return {
    configured: true,
    graphUrl: INSTAGRAM_GRAPH_URL ?? DEFAULT_INSTAGRAM_GRAPH_URL,
    accountId: INSTAGRAM_ACCOUNT_ID,
    token,
  };
}

/** Whether the Instagram analysis can run here (false also for an invalid configuration). */
export function instagramConfigured(env: Record<string, string | undefined> = process.env): boolean {
  try {
    return instagramConfig(env).configured;
  } catch {
    return false;
  }
}

/** The health report's words: configured or not, which account and host; never the token. */
export function instagramHealth(env: Record<string, string | undefined> = process.env): {
  status: 'ok' | 'not-configured';
  detail: string;
} {
  try {
    const config = instagramConfig(env);
    if (!config.configured)
      return {
        status: 'not-configured',
        detail: `Instagram Graph API: ${config.missing.join(', ')} not set`,
      };
    const host = new URL(config.graphUrl).host;
    const token =
      config.token.kind === 'secret' ? 'token from Secrets Manager' : 'token from the environment';
    return {
      status: 'ok',
      detail: `Instagram Graph API configured (account ${config.accountId}, ${host}, ${token})`,
    };
  } catch (error) {
    return {
      status: 'not-configured',
      detail: (error as Error).message.split('\n').slice(1).join(' ').trim(),
    };
  }
}
