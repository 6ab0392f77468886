import * as z from 'zod';

/** A pricing plan; `price` in cents. */
export const plan = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int().nonnegative(),
  currency: z.string(),
  features: z.array(z.string()),
  stripePriceId: z.string().nullable(),
  stripeProductId: z.string().nullable(),
  isFeatured: z.boolean(),
  active: z.boolean(),
});
export type Plan = z.infer<typeof plan>;

/** Active plans ordered by price ascending (filtering and the default plan: functions/domain/plans.ts). */
export const listPlansResponse = z.object({ plans: z.array(plan) });
export type ListPlansResponse = z.infer<typeof listPlansResponse>;
