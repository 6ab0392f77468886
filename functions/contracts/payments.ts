import * as z from 'zod';

/** What the Stripe webhook answers (Stripe only looks at the status; the outcome helps debugging). */
export const webhookResponse = z.object({
  received: z.literal(true),
  outcome: z.enum([
    'applied',
    'stale',
    'ended',
    'other-subscription',
    'duplicate',
    'unknown-user',
    'ignored',
  ]),
});
export type WebhookResponse = z.infer<typeof webhookResponse>;
