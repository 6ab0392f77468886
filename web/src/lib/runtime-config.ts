import * as z from 'zod';
import { legalContact } from '@contracts/legal';

/** What the deployment tells the SPA at start-up (served as /config.json locally and from S3 in the cloud). */
const runtimeConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only locally: cognito-local behind the gateway (a path on this origin). */
  userPoolEndpoint: z.string().optional(),
  contentGeneration: z.enum(['local', 'bedrock', 'openai']).default('bedrock'),
  /** Only locally: the demo business site the website analyzer may fetch (shown as a hint on its form). */
  demoSiteUrl: z.string().optional(),
  /**
   * Only locally, with a slow local model (MODEL_TIMEOUT_SECONDS): how long a route that calls the model
   * may take before the gateway answers (the cloud's API Gateway stops it at 29 s).
   */
  modelRouteTimeoutSeconds: z.number().int().positive().optional(),
  /** The controller and encarregado (DPO) the legal pages show; absent where not configured. */
  legal: legalContact.optional(),
});

export type WebRuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export async function loadRuntimeConfig(): Promise<WebRuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}

/** The cloud's model routes answer within API Gateway's 29 s: the browser waits a little longer. */
const MODEL_ROUTE_WAIT_MS = 30_000;
let modelRouteWait: Promise<number> | undefined;

/**
 * How long the browser waits for a route that calls the model (Genius, a founder section): 30 s, or
 * longer when the local stack runs a slow local model. Read once per page load; a config that cannot be
 * read keeps the 30 s.
 */
export function modelRouteWaitMs(): Promise<number> {
  modelRouteWait ??= loadRuntimeConfig().then(
    (config) => Math.max(MODEL_ROUTE_WAIT_MS, ((config.modelRouteTimeoutSeconds ?? 0) + 1) * 1000),
    () => MODEL_ROUTE_WAIT_MS,
  );
  return modelRouteWait;
}
