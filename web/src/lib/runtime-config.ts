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
  /** The controller and encarregado (DPO) the legal pages show; absent where not configured. */
  legal: legalContact.optional(),
});

export type WebRuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export async function loadRuntimeConfig(): Promise<WebRuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
