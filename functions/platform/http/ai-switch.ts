import { errorsMessages } from '../../contracts/messages/errors';
import { AppError } from './errors';
import { log } from './log';

/**
 * The operator's emergency stop of AI work (decision 0056): one switch, `on` or `off`, flipped without
 * a deploy. While it is `off` every AI entry point answers 'temporariamente indisponível' before
 * calling a model, starting a workflow or spending a unit of a daily cap (the request chain,
 * functions/platform/http/define-handler.ts, for the routes marked `ai` in functions/routes.ts), and
 * the model port refuses every call (functions/ai/model-port.ts: a workflow already running ends at
 * its next model call with the same text).
 *
 * Where the value comes from:
 * - by default, the SSM String parameter named by `AI_SWITCH_PARAMETER` (`/rumo/<stage>/ai-switch`,
 *   created `on` by the observability stack; infra/ai-switch.ts), read with GetParameter;
 * - locally, the source functions/local/adapters.ts installs (`npm start`: the file `ai-switch` under
 *   LOCAL_DATA_DIR), read the same way.
 *
 * A value is kept AI_SWITCH_TTL_MS per process, so a flip reaches every warm function within that time.
 * Values: `on` or `off` (spaces and case ignored). Anything else is taken as `off` (someone wrote to
 * the switch: a stop is the safer reading) and logged. No value at all (no parameter named, the
 * parameter or file absent) is `on`. A read that fails keeps the last value read, or `on` when none was
 * (fail open: the daily caps still bound the spend; the reasons are in the decision record), and is
 * tried again after AI_SWITCH_RETRY_MS.
 */
export const aiSwitchEnv = { parameter: 'AI_SWITCH_PARAMETER' } as const;

/** How long a process keeps the value it read. */
export const AI_SWITCH_TTL_MS = 30 * 1000;
/** After a failed read, how long the last value is kept before the next try. */
export const AI_SWITCH_RETRY_MS = 5 * 1000;

export type AiSwitchState = 'on' | 'off';

/** Reads the switch's raw value: undefined when it is not set; throws when the read failed. */
export type AiSwitchSource = () => Promise<string | undefined>;

/** The state a raw value means, and whether it was one of the two words. */
export function parseAiSwitch(value: string | undefined): { state: AiSwitchState; recognised: boolean } {
  if (value === undefined) return { state: 'on', recognised: true };
  const word = value.trim().toLowerCase();
  if (word === 'on') return { state: 'on', recognised: true };
  if (word === 'off') return { state: 'off', recognised: true };
  return { state: 'off', recognised: false };
}

let installed: AiSwitchSource | undefined;
let known: { state: AiSwitchState; expiresAt: number } | undefined;
let pending: Promise<AiSwitchState> | undefined;

/**
 * The local stack (functions/local/adapters.ts) and tests: where this process reads the switch
 * (undefined = the default, the SSM parameter); forgets what was read.
 */
export function useAiSwitchSource(source: AiSwitchSource | undefined): void {
  installed = source;
  forgetAiSwitch();
}

/** Tests: forget the value read, so the next call reads the source again. */
export function forgetAiSwitch(): void {
  known = undefined;
  pending = undefined;
}

function sourceOf(env: Record<string, string | undefined>): AiSwitchSource | undefined {
  if (installed) return installed;
  const name = env[aiSwitchEnv.parameter]?.trim();
  if (!name) return undefined;
  return async () => {
    const { readSsmParameter } = await import('../config/ssm-parameter');
    return readSsmParameter(name);
  };
}

async function read(env: Record<string, string | undefined>, now: number): Promise<AiSwitchState> {
  const source = sourceOf(env);
  if (!source) {
    known = { state: 'on', expiresAt: now + AI_SWITCH_TTL_MS };
    return 'on';
  }
  try {
    const value = await source();
    const { state, recognised } = parseAiSwitch(value);
    if (!recognised) {
      log('warn', 'AI switch: unrecognised value, taken as off', { value: value?.slice(0, 40) });
    }
    if (state !== (known?.state ?? 'on')) log('warn', `AI switch: ${state}`, { state });
    known = { state, expiresAt: now + AI_SWITCH_TTL_MS };
    return state;
  } catch (error) {
    const state = known?.state ?? 'on';
    known = { state, expiresAt: now + AI_SWITCH_RETRY_MS };
    log('error', 'AI switch could not be read; the last value read stands', {
      state,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return state;
  }
}

/** The switch as this process knows it: read at most once per AI_SWITCH_TTL_MS; never throws. */
export async function aiSwitch(
  env: Record<string, string | undefined> = process.env,
  now: number = Date.now(),
): Promise<AiSwitchState> {
  if (known && now < known.expiresAt) return known.state;
  // One read at a time per process (the local gateway serves many requests in one process).
  if (!pending) {
    const reading = read(env, now);
    pending = reading;
    const forget = () => {
      if (pending === reading) pending = undefined;
    };
    reading.then(forget, forget);
  }
  return pending;
}

/** The answer of an AI entry point while the switch is off: 503 AI_UNAVAILABLE, nothing called or written. */
export class AiUnavailableError extends AppError {
  override name = 'AiUnavailableError';
  constructor() {
    super('AI_UNAVAILABLE', errorsMessages.aiUnavailable);
  }
}

/** Throws AiUnavailableError while the switch is off. */
export async function ensureAiAvailable(): Promise<void> {
  if ((await aiSwitch()) === 'off') throw new AiUnavailableError();
}
