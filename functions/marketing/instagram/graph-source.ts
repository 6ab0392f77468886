import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { InstagramProfile } from '../../contracts/instagram-analysis';
import type { InstagramConfig, InstagramToken } from '../../platform/config/instagram';
import { log } from '../../platform/http/log';
import type { InstagramSource } from '../instagram-source';
import { createGraphClient, type GraphClient } from './graph-client';
import { profileMetrics } from './metrics';
import { cachedProfile, cacheProfile } from './profile-cache';

type Configured = Extract<InstagramConfig, { configured: true }>;

/** The token is re-read from Secrets Manager after this long, so a renewed token is picked up. */
const TOKEN_REFRESH_MS = 10 * 60_000;
let secretToken: { secretName: string; value: string; readAt: number } | undefined;

async function accessToken(token: InstagramToken): Promise<string> {
  if (token.kind === 'value') return token.value;
  if (secretToken?.secretName === token.secretName && Date.now() - secretToken.readAt < TOKEN_REFRESH_MS)
    return secretToken.value;
  const secret = await new SecretsManagerClient({}).send(
    new GetSecretValueCommand({ SecretId: token.secretName }),
  );
  const value = secret.SecretString?.trim();
  if (!value) throw new Error('the Instagram token secret is empty');
  secretToken = { secretName: token.secretName, value, readAt: Date.now() };
  return value;
}

/**
 * The Graph API's source: each username read once per call (profile, competitor and benchmark in
 * parallel), each from the shared cache when it holds a fresh computed profile, else one client read
 * (one or two requests: 50 posts) whose computed profile is then cached.
 */
export function graphInstagramSource(config: Configured, client?: GraphClient): InstagramSource {
  const clientOf = async () =>
    client ??
    createGraphClient({
      baseUrl: config.graphUrl,
      accountId: config.accountId,
      accessToken: await accessToken(config.token),
    });

  async function read(username: string): Promise<InstagramProfile> {
    const cached = await cachedProfile(username);
    if (cached) return cached;
    const profile = profileMetrics(await (await clientOf()).fetchProfile(username));
    await cacheProfile(username, profile).catch((error: unknown) =>
      log('warn', 'instagram profile not cached', { username, error: String(error) }),
    );
    return profile;
  }

  return {
    name: 'instagram-graph',
    async readProfiles(usernames) {
      const reads = new Map<string, Promise<InstagramProfile>>();
      const once = (name: string) => {
        const lower = name.toLowerCase();
        if (!reads.has(lower)) reads.set(lower, read(name));
        return reads.get(lower)!;
      };
      const [profile, competitor, benchmark] = await Promise.all([
        once(usernames.profile),
        usernames.competitor ? once(usernames.competitor) : null,
        usernames.benchmark ? once(usernames.benchmark) : null,
      ]);
      return { profile, competitor, benchmark };
    },
  };
}
