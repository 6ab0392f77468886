import * as z from 'zod';
import { ConfigError } from '../platform/config/runtime';
import { parseModelProvider, type ModelProviderConfig } from './model-provider';

/** What `npm start` reads from the environment; anything invalid aborts start-up with the reason. */
const startSchema = z.object({
  WEB_PORT: z.coerce.number().int().min(1).max(65535).default(5173),
  WEB_MODE: z.enum(['dev', 'dist']).default('dist'),
  LOCAL_DATA_DIR: z.string().min(1).default('.local'),
});

export type StartConfig = z.infer<typeof startSchema> & {
  /** MODEL_PROVIDER (local, bedrock, openai) and what it needs, captured before the stack sets its own environment. */
  model: ModelProviderConfig;
};

export function parseStartConfig(env: Record<string, string | undefined>): StartConfig {
  const result = startSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return { ...result.data, model: parseModelProvider(env) };
}
