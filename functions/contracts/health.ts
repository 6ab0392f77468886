import * as z from 'zod';

export const componentNames = ['dynamodb', 'cognito', 'workflows', 'model', 'payments'] as const;

export const componentHealth = z.object({
  status: z.enum(['ok', 'down', 'not-configured']),
  detail: z.string(),
});

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  components: z.record(z.enum(componentNames), componentHealth),
});
export type HealthResponse = z.infer<typeof healthResponse>;
