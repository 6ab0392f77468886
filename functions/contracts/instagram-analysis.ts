import * as z from 'zod';
import type { MarketingAnalysisStatus } from './website-analysis';
import { generatedLocally } from './analysis-data/common';
import { marketingMessages } from './messages/marketing';

/**
 * The Instagram analysis (spec 3 "Instagram analysis", 4, 5 "Instagram form", 9), its data read from
 * Meta's Graph API when the operator configured it (decisions 0053, 0054); without it creation is
 * refused and the form says 'EM BREVE'.
 */

/** Spec 9: the list shows the first 2 recommendations. */
export const LISTED_RECOMMENDATIONS = 2;
/** Spec 9: the detail refreshes every 5 s; creation polls every 3 s, up to 30 attempts. */
export const INSTAGRAM_DETAIL_POLL_MS = 5000;
export const INSTAGRAM_CREATION_POLL_MS = 3000;
export const INSTAGRAM_CREATION_POLL_ATTEMPTS = 30;

const count = z.number().int().min(0);
export const instagramProfileSchema = z.object({
  username: z.string().min(1),
  metrics: z.object({
    posts: count,
    following: count,
    followers: count,
    engagement_rate: z.number().min(0),
    likes_avg: z.number().min(0),
    comments_avg: z.number().min(0),
  }),
  content: z.object({
    best_content_types: z.array(z.string()),
    optimal_posting_times: z.array(z.string()),
    best_hashtags: z.array(z.string()),
  }),
});
export type InstagramProfile = z.infer<typeof instagramProfileSchema>;

/** The profiles an analysis compares, as computed from the data source (the recommendations' facts). */
export interface InstagramProfiles {
  profile: InstagramProfile;
  competitor: InstagramProfile | null;
  benchmark: InstagramProfile | null;
}

export const instagramAnalysisDataSchema = z.object({
  profile: instagramProfileSchema,
  competitor: instagramProfileSchema.nullable(),
  benchmark: instagramProfileSchema.nullable(),
  recommendations: z.array(z.string()),
});
export type InstagramAnalysisData = z.infer<typeof instagramAnalysisDataSchema>;

/** New analyses, retries and regenerations a user may start per São Paulo calendar day. */
export const INSTAGRAM_DAILY_LIMIT = 10;

/** The recommendations the model (or the local analyst) writes from the computed profiles. */
export const instagramRecommendationsSchema = z.object({
  recommendations: z.array(z.string().trim().min(1)).min(3).max(6),
  generatedLocally,
});
export type InstagramRecommendations = z.infer<typeof instagramRecommendationsSchema>;

/** Spec 5: a username is at least 1 character and never contains '@'. */
export const instagramUsername = z
  .string()
  .trim()
  .min(1)
  .refine((name) => !name.includes('@'));

/** Instagram's own charset (letters, digits, '.', '_'; at most 30), checked after the '@' rule. */
export const INSTAGRAM_USERNAME_PATTERN = /^[A-Za-z0-9._]{1,30}$/;

/**
 * POST /api/instagram-analyses: the profile required, the competitor and benchmark optional (an empty
 * field is none); no '@' and only Instagram's charset in any of the three, each refusal with the form's
 * message in the answer's details.
 */
export type InstagramUsernameProblem = 'required' | 'at' | 'charset';
export function instagramUsernameProblem(name: string, required: boolean): InstagramUsernameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return required ? 'required' : null;
  if (trimmed.includes('@')) return 'at';
  return INSTAGRAM_USERNAME_PATTERN.test(trimmed) ? null : 'charset';
}

const text = marketingMessages.instagram;
export const instagramUsernameProblemText: Record<InstagramUsernameProblem, string> = {
  required: text.profileRequired,
  at: text.noAt,
  charset: text.usernameCharset,
};

const username = (required: boolean) =>
  z
    .string()
    .max(200)
    .superRefine((name, context) => {
      const problem = instagramUsernameProblem(name, required);
      if (problem) context.addIssue({ code: 'custom', message: instagramUsernameProblemText[problem] });
    });

export const createInstagramAnalysisBody = z.object({
  profileUsername: username(true),
  competitorUsername: username(false).nullish(),
  benchmarkUsername: username(false).nullish(),
});
export type CreateInstagramAnalysisBody = z.infer<typeof createInstagramAnalysisBody>;

export interface InstagramAnalysisRecord {
  id: string;
  profileUsername: string;
  competitorUsername: string | null;
  benchmarkUsername: string | null;
  status: MarketingAnalysisStatus;
  createdAt: string;
  updatedAt: string;
  error: string | null;
  /**
   * The result shown: the completed analysis's, or while a regeneration runs (pending, processing) the
   * earlier one, kept until the new run completes; null when there is none yet.
   */
  analysisData: InstagramAnalysisData | null;
  /**
   * The last regeneration failed: why, in Portuguese. The analysis is completed with the earlier
   * result, shown under the notice that the new version could not be generated.
   */
  regenerationError: string | null;
  /** Demo data written by the local seed, not the user's real profile: the screens say so. */
  example: boolean;
}

export interface InstagramAnalysesResponse {
  analyses: InstagramAnalysisRecord[];
  /** Whether a data source is configured: the form is enabled, else it reads 'EM BREVE'. */
  creationEnabled: boolean;
}
