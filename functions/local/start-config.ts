import * as z from 'zod';
import { ConfigError } from '../platform/config/runtime';
import { parseModelProvider, type ModelProviderConfig } from './model-provider';

/** What `npm start` reads from the environment; anything invalid aborts start-up with the reason. */
const startSchema = z.object({
  WEB_PORT: z.coerce.number().int().min(1).max(65535).default(5173),
  WEB_MODE: z.enum(['dev', 'dist']).default('dist'),
  LOCAL_DATA_DIR: z.string().min(1).default('.local'),
  /**
   * The AI switch at start-up (decision 0056), written to LOCAL_DATA_DIR/ai-switch; unset keeps the
   * file's state. Flipped later with `npm run ai-switch -- on|off`, no restart.
   */
  AI_SWITCH: z.enum(['on', 'off']).optional(),
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
