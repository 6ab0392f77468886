import * as z from 'zod';

export const componentNames = ['dynamodb', 'cognito', 'workflows', 'model', 'payments', 'instagram'] as const;

export const componentHealth = z.object({
  status: z.enum(['ok', 'down', 'not-configured']),
  detail: z.string(),
});

/**
 * The model: which provider and models this process runs, and, where `npm start` made one (a real
 * provider), the result of its start-up call. The cloud's health check never calls the model.
 */
export const modelHealth = componentHealth.extend({
  provider: z.enum(['bedrock', 'openai', 'local']),
  models: z.object({ heavy: z.string(), light: z.string() }).optional(),
  startupCall: z
    .object({
      status: z.enum(['ok', 'down']),
      model: z.string(),
      latencyMs: z.number(),
      /** How it passed, or why it failed. */
      detail: z.string(),
    })
    .optional(),
});

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  components: z.object({
    dynamodb: componentHealth,
    cognito: componentHealth,
    workflows: componentHealth,
    model: modelHealth,
    payments: componentHealth,
    /** The Instagram data source: configured or not (never the token). */
    instagram: componentHealth,
  } satisfies Record<(typeof componentNames)[number], z.ZodType>),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** What anyone may read: the overall status and each component's, without names, ids or versions. */
export const publicHealthResponse = z.object({
  status: healthResponse.shape.status,
  components: z.object(
    Object.fromEntries(
      componentNames.map((name) => [name, z.object({ status: componentHealth.shape.status })]),
    ) as Record<
      (typeof componentNames)[number],
      z.ZodObject<{ status: typeof componentHealth.shape.status }>
    >,
  ),
});
export type PublicHealthResponse = z.infer<typeof publicHealthResponse>;
