import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  bedrockModelPort,
  DEFAULT_BEDROCK_LIGHT_MODEL_ID,
  DEFAULT_BEDROCK_MODEL_ID,
} from '../functions/ai/bedrock-adapter';
import type { ModelProbe } from '../functions/ai/port';
import type { ModelClass } from '../functions/ai/provider/model-call';

/**
 * `npm run smoke:model`: after a deploy, one small structured call per model class (heavy, light)
 * through the Bedrock adapter, with the default credential chain, as the stage's functions make them.
 * The stage's models and region come from the CDK context (cdk.json), overridden by the environment
 * (BEDROCK_MODEL_ID, BEDROCK_LIGHT_MODEL_ID, AWS_REGION, BEDROCK_ENDPOINT), overridden by `-c key=value`
 * as given to `cdk deploy`. Prints model id, latency, tokens and pass/fail; exits 1 on any failure.
 */
const USAGE = `Usage: npm run smoke:model -- [--stage <stage>] [-c region=<region>] [-c bedrockModelId=<id>] [-c bedrockLightModelId=<id>]
Pass the same -c values the stage was deployed with; the environment's AWS credentials (profile, keys, SSO…) are used.`;

export interface SmokeSettings {
  stage: string;
  region: string;
  models: Record<ModelClass, string>;
  /** A stand-in of the Converse endpoint (tests). */
  endpoint?: string;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

/** The `-c key=value` / `--context key=value` pairs and `--stage`, as `cdk deploy` takes them. */
function parseArguments(argv: readonly string[]): Record<string, string> {
  const context: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    const inline = /^--stage=(.+)$/.exec(argument);
    if (inline) {
      context.stage = inline[1]!;
    } else if (argument === '--stage' || argument === '-c' || argument === '--context') {
      const value = argv[index + 1];
      if (value === undefined) throw new UsageError(`${argument} needs a value`);
      index += 1;
      if (argument === '--stage') {
        context.stage = value;
      } else {
        const pair = /^([^=]+)=(.*)$/.exec(value);
        if (!pair) throw new UsageError(`${argument} takes key=value (got "${value}")`);
        context[pair[1]!] = pair[2]!;
      }
    } else {
      throw new UsageError(`unknown argument "${argument}"`);
    }
  }
  return context;
}

/** cdk.json's context (the defaults a deploy starts from). */
export function readCdkContext(
  file = fileURLToPath(new URL('../cdk.json', import.meta.url)),
): Record<string, unknown> {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { context?: Record<string, unknown> };
  return parsed.context ?? {};
}

/** What to call: `-c` over the environment over cdk.json over the defaults. */
export function smokeSettings(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  cdkContext: Record<string, unknown>,
): SmokeSettings {
  const flags = parseArguments(argv);
  const pick = (key: string, envName: string | undefined, fallback: string): string => {
    const fromFile = cdkContext[key];
    const candidates = [
      flags[key],
      envName ? env[envName] : undefined,
      typeof fromFile === 'string' ? fromFile : undefined,
    ];
    return candidates.find((value) => value !== undefined && value.trim() !== '')?.trim() ?? fallback;
  };
  const endpoint = env.BEDROCK_ENDPOINT?.trim();
  return {
    stage: pick('stage', undefined, 'dev'),
    region: pick('region', 'AWS_REGION', 'sa-east-1'),
    models: {
      heavy: pick('bedrockModelId', 'BEDROCK_MODEL_ID', DEFAULT_BEDROCK_MODEL_ID),
      light: pick('bedrockLightModelId', 'BEDROCK_LIGHT_MODEL_ID', DEFAULT_BEDROCK_LIGHT_MODEL_ID),
    },
    ...(endpoint ? { endpoint } : {}),
  };
}

const line = (probe: ModelProbe, width: number) => {
  const tokens = probe.usage
    ? `${probe.usage.inputTokens} in / ${probe.usage.outputTokens} out tokens`
    : 'no tokens';
  return [
    `  ${probe.modelClass.padEnd(5)}`,
    probe.model.padEnd(width),
    probe.ok ? 'PASS' : 'FAIL',
    `${String(probe.latencyMs).padStart(6)} ms`,
    tokens.padEnd(24),
    probe.detail,
  ].join('  ');
};

/** One call per model class, in turn; true when every one passed. */
export async function smokeModels(settings: SmokeSettings, print: (text: string) => void = console.log) {
  const port = bedrockModelPort({
    models: settings.models,
    clientConfig: { region: settings.region, ...(settings.endpoint ? { endpoint: settings.endpoint } : {}) },
  });
  print(
    `Model smoke test: stage ${settings.stage}, Bedrock in ${settings.region}${
      settings.endpoint ? ` at ${settings.endpoint}` : ''
    }, default credential chain`,
  );
  const width = Math.max(settings.models.heavy.length, settings.models.light.length);
  const results: ModelProbe[] = [];
  for (const modelClass of ['heavy', 'light'] as const) {
    const probe = await port.probe!(modelClass);
    results.push(probe);
    print(line(probe, width));
  }
  const failed = results.filter((probe) => !probe.ok).length;
  print(
    failed === 0 ? 'Both models answered.' : `Model smoke test failed: ${failed} of ${results.length} calls.`,
  );
  return failed === 0;
}

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  let settings: SmokeSettings;
  try {
    settings = smokeSettings(process.argv.slice(2), process.env, readCdkContext());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  process.exit((await smokeModels(settings)) ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('Model smoke test could not run:', error);
    process.exit(1);
  });
}
