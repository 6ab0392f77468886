import * as z from 'zod';
import type { MarketingAnalysisStatus } from './website-analysis';

/**
 * The Instagram analysis (spec 3 "Instagram analysis", 4, 5 "Instagram form", 9). Creation stays
 * disabled ('EM BREVE') until a data source is chosen: records come from seed and demo data, and a
 * retry runs the source port, which without a configured source ends failed with the reason.
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

export const instagramAnalysisDataSchema = z.object({
  profile: instagramProfileSchema,
  competitor: instagramProfileSchema.nullable(),
  benchmark: instagramProfileSchema.nullable(),
  recommendations: z.array(z.string()),
});
export type InstagramAnalysisData = z.infer<typeof instagramAnalysisDataSchema>;

/** Spec 5: a username is at least 1 character and never contains '@'. */
export const instagramUsername = z
  .string()
  .trim()
  .min(1)
  .refine((name) => !name.includes('@'));

export interface InstagramAnalysisRecord {
  id: string;
  profileUsername: string;
  competitorUsername: string | null;
  benchmarkUsername: string | null;
  status: MarketingAnalysisStatus;
  createdAt: string;
  updatedAt: string;
  error: string | null;
  analysisData: InstagramAnalysisData | null;
  /** Demo data written by the local seed, not the user's real profile: the screens say so. */
  example: boolean;
}

export interface InstagramAnalysesResponse {
  analyses: InstagramAnalysisRecord[];
}
