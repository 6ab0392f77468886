import { parseOrigins } from '../../domain/return-urls';
import { ConfigError } from './config-error';

/**
 * The app's own origins: where checkout and the portal may send the browser back to, and the origin of
 * the links in Cognito's e-mails. Read from the environment at call time:
 *
 * - `APP_ORIGINS`, comma-separated (CDK context `appOrigins` or `https://<domainName>`; the local stack
 *   sets it): used as it is, no AWS call;
 * - else `APP_ORIGINS_PARAMETER`, the name of the SSM parameter the web stack writes with the
 *   CloudFront distribution's origin (a stage without a custom domain cannot know it at synth time
 *   without a cycle between its stacks). Read with GetParameter and kept for APP_ORIGINS_TTL_MS per
 *   process, so the first request after the web stack's deploy finds it.
 */
export const appOriginsEnv = { list: 'APP_ORIGINS', parameter: 'APP_ORIGINS_PARAMETER' } as const;

/** How long a process keeps the origins read from SSM. */
export const APP_ORIGINS_TTL_MS = 5 * 60 * 1000;

/** Reads one SSM String parameter; undefined when it does not exist. */
export type ParameterReader = (name: string) => Promise<string | undefined>;

const REQUIRED = 'APP_ORIGINS is required (CDK context appOrigins or domainName)';
const invalid = (detail: string) => new ConfigError(`Invalid configuration:\n  - APP_ORIGINS: ${detail}`);

function parse(value: string, source: string): string[] {
  let origins: string[];
  try {
    origins = parseOrigins(value);
  } catch (error) {
    throw invalid(`${source}: ${(error as Error).message}`);
  }
  if (origins.length === 0) throw invalid(REQUIRED);
  return origins;
}

let installed: ParameterReader | undefined;
let cached: { name: string; origins: string[]; expiresAt: number } | undefined;
let pending: { name: string; origins: Promise<string[]> } | undefined;

/** Tests: the parameter reader of this process instead of SSM (undefined = SSM); forgets the cache. */
export function useParameterReader(reader: ParameterReader | undefined): void {
  installed = reader;
  cached = undefined;
  pending = undefined;
}

async function reader(): Promise<ParameterReader> {
  if (installed) return installed;
  const { readSsmParameter } = await import('./ssm-parameter');
  return readSsmParameter;
}

async function readParameter(name: string, now: number): Promise<string[]> {
  const value = await (await reader())(name);
  if (!value?.trim()) {
    throw invalid(`${REQUIRED}; parameter ${name} not found (the web stack writes it on deploy)`);
  }
  const origins = parse(value, `parameter ${name}`);
  cached = { name, origins, expiresAt: now + APP_ORIGINS_TTL_MS };
  return origins;
}

/**
 * The app's origins (at least one), or a ConfigError naming what is missing. A failed read is not kept:
 * the next call tries again.
 */
export async function appOrigins(
  env: Record<string, string | undefined> = process.env,
  now: number = Date.now(),
): Promise<string[]> {
  const list = env[appOriginsEnv.list]?.trim();
  if (list) return parse(list, appOriginsEnv.list);
  const name = env[appOriginsEnv.parameter]?.trim();
  if (!name) throw invalid(REQUIRED);
  if (cached?.name === name && now < cached.expiresAt) return cached.origins;
  // One read at a time per process (the local gateway serves many requests in one process).
  if (pending?.name !== name) {
    const origins = readParameter(name, now);
    pending = { name, origins };
    const forget = () => {
      if (pending?.origins === origins) pending = undefined;
    };
    origins.then(forget, forget);
  }
  return pending.origins;
}
