import type { InstagramProfiles } from '../contracts/instagram-analysis';
import { marketingMessages } from '../contracts/messages/marketing';
import { instagramConfig } from '../platform/config/instagram';

/**
 * Where the Instagram profiles come from: Meta's Graph API (Business Discovery) when the operator
 * configured it (functions/platform/config/instagram.ts), else none. The source reads and computes the
 * profiles; the recommendations are the model's (the workflow's step), from these facts.
 * docs/decisions/0053 (the client and the metrics) and 0054 (the wiring).
 */
export type { InstagramProfiles };

export interface InstagramSource {
  readonly name: string;
  readProfiles(usernames: {
    profile: string;
    competitor: string | null;
    benchmark: string | null;
  }): Promise<InstagramProfiles>;
}

export class InstagramSourceUnavailableError extends Error {
  override name = 'InstagramSourceUnavailableError';
}

/** Without a configuration: says plainly that there is none, so a run ends failed, never stuck. */
export const unconfiguredInstagramSource: InstagramSource = {
  name: 'none',
  async readProfiles() {
    throw new InstagramSourceUnavailableError(marketingMessages.instagram.noSource);
  },
};

let given: InstagramSource | undefined;

/** The source of this process: one set by a test, else the Graph API's when configured, else none. */
export async function instagramSource(): Promise<InstagramSource> {
  if (given) return given;
  const config = instagramConfig();
  if (!config.configured) return unconfiguredInstagramSource;
  const { graphInstagramSource } = await import('./instagram/graph-source');
  return graphInstagramSource(config);
}

/** Tests: a source of this process (undefined = the configured one). */
export function useInstagramSource(next: InstagramSource | undefined): void {
  given = next;
}
