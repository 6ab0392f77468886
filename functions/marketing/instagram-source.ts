import { marketingMessages } from '../contracts/messages/marketing';
import type { InstagramAnalysisData } from '../contracts/instagram-analysis';

/**
 * Where Instagram profile data would come from. None is configured (the spec keeps creation disabled,
 * 'EM BREVE'): a real source needs an approved Meta app with the Instagram Graph API (business or
 * creator accounts only, the profile owner's consent through Facebook Login, and for competitors the
 * Business Discovery endpoint, which exposes public counts but not reach or best times), or a licensed
 * data provider. docs/decisions/0032-instagram-creation-waits-for-a-data-source.md records what choosing one involves.
 */
export interface InstagramSource {
  readonly name: string;
  analyze(usernames: {
    profile: string;
    competitor: string | null;
    benchmark: string | null;
  }): Promise<InstagramAnalysisData>;
}

export class InstagramSourceUnavailableError extends Error {
  override name = 'InstagramSourceUnavailableError';
}

/** The only source today: says plainly that there is none, so a retry ends failed, never stuck. */
export const unconfiguredInstagramSource: InstagramSource = {
  name: 'none',
  async analyze() {
    throw new InstagramSourceUnavailableError(marketingMessages.instagram.noSource);
  },
};

let source: InstagramSource = unconfiguredInstagramSource;
export const instagramSource = (): InstagramSource => source;
/** Tests: a source of this process. */
export function useInstagramSource(next: InstagramSource | undefined): void {
  source = next ?? unconfiguredInstagramSource;
}
